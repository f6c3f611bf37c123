import { billingMethodRoutes } from '@coax/contract';
import type { RouteRegistry } from '../../../platform/http/route-registry.ts';
import type { PaymentMethodsService } from './service.ts';

export function registerPaymentMethodRoutes(routes: RouteRegistry, methods: PaymentMethodsService) {
  routes.add(billingMethodRoutes.list, async ({ req }) => methods.list(req));
  routes.add(billingMethodRoutes.addCard, async ({ req, input }) => methods.addCard(req, input.body));
  routes.add(billingMethodRoutes.addBankAccount, async ({ req, input }) =>
    methods.addBankAccount(req, input.body),
  );
  routes.add(billingMethodRoutes.update, async ({ req, input }) =>
    methods.update(req, input.params.id, input.body),
  );
  routes.add(billingMethodRoutes.deleteImpact, async ({ req, input }) =>
    methods.impact(req, input.params.id),
  );
  routes.add(billingMethodRoutes.remove, async ({ req, input }) =>
    methods.remove(req, input.params.id, input.body),
  );
}

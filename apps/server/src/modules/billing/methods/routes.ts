import { billingMethodRoutes } from '@coax/contract';
import type { RouteRegistry } from '../../../platform/http/route-registry.ts';
import type { PaymentMethodsService } from './service.ts';

export function registerPaymentMethodRoutes(routes: RouteRegistry, methods: PaymentMethodsService) {
  routes.add(billingMethodRoutes.list, async ({ caller }) => methods.list(caller));
  routes.add(billingMethodRoutes.addCard, async ({ caller, input }) => methods.addCard(caller, input.body));
  routes.add(billingMethodRoutes.addBankAccount, async ({ caller, input }) =>
    methods.addBankAccount(caller, input.body),
  );
  routes.add(billingMethodRoutes.update, async ({ caller, input }) =>
    methods.update(caller, input.params.id, input.body),
  );
  routes.add(billingMethodRoutes.deleteImpact, async ({ caller, input }) =>
    methods.impact(caller, input.params.id),
  );
  routes.add(billingMethodRoutes.remove, async ({ caller, input }) =>
    methods.remove(caller, input.params.id, input.body),
  );
}

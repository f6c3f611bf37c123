import { faqRoutes } from '@coax/contract';
import type { RouteRegistry } from '../../platform/http/route-registry.ts';
import type { FaqService } from './service.ts';

export function registerFaqRoutes(routes: RouteRegistry, faq: FaqService) {
  routes.add(faqRoutes.faqProducts, async ({ req, input }) => faq.products(req, input.query.lang));
  routes.add(faqRoutes.faqAnswers, async ({ req, input }) => faq.answers(req, input.query));
  routes.add(faqRoutes.faqAnswer, async ({ req, input }) =>
    faq.answer(req, input.params.id, input.query.lang),
  );
}

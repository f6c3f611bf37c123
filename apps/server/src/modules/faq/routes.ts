import type { FastifyRequest } from 'fastify';
import { faqRoutes } from '@coax/contract';
import type { Caller } from '../../platform/http/caller.ts';
import type { RouteRegistry } from '../../platform/http/route-registry.ts';
import { LANG_COOKIE, type FaqReader, type FaqService } from './service.ts';

/** The FAQ reader of a request: its caller and language cookie. */
export const readerOf = (caller: Caller | null, req: FastifyRequest): FaqReader => ({
  caller,
  langCookie: req.cookies[LANG_COOKIE],
});

export function registerFaqRoutes(routes: RouteRegistry, faq: FaqService) {
  routes.add(faqRoutes.faqProducts, async ({ caller, req, input }) =>
    faq.products(readerOf(caller, req), input.query.lang),
  );
  routes.add(faqRoutes.faqAnswers, async ({ caller, req, input }) =>
    faq.answers(readerOf(caller, req), input.query),
  );
  routes.add(faqRoutes.faqAnswer, async ({ caller, req, input }) =>
    faq.answer(readerOf(caller, req), input.params.id, input.query.lang),
  );
}

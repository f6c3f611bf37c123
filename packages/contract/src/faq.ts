import { z } from 'zod';
import { SEARCH_TERM_MAX_LENGTH } from '@coax/domain';
import { defineRoute } from './route.ts';

/**
 * Seed 000 §7 "FAQ products | getProducts with language esp or opt (from the language cookie)".
 * Optional: without it the server reads the language cookie, as the seed's call did.
 */
export const faqLanguage = z.enum(['opt', 'esp']).meta({ id: 'FaqLanguage' });
export type FaqLanguage = z.infer<typeof faqLanguage>;

/** Product and category ids are short numbers; anything else cannot name one. */
const faqRefId = (message: string) => z.string().regex(/^\d{1,6}$/, message);

/** The search words. The limit keeps one query cheap; no real question needs more. */
export const searchTerm = z.string().trim().max(SEARCH_TERM_MAX_LENGTH, 'The search is too long.');

/** Seed 000 §3 "FAQ product: id, name, subs (id, name)"; the subs are its categories. */
export const faqProduct = z
  .object({
    id: z.string(),
    name: z.string(),
    subs: z.array(z.object({ id: z.string(), name: z.string() })),
  })
  .meta({ id: 'FaqProduct' });
export type FaqProduct = z.infer<typeof faqProduct>;

export const faqProducts = z
  .object({ language: faqLanguage, products: z.array(faqProduct) })
  .meta({ id: 'FaqProducts' });
export type FaqProducts = z.infer<typeof faqProducts>;

/** One answer in a result list. */
export const faqAnswerSummary = z
  .object({
    id: z.number().int(),
    title: z.string(),
    summary: z.string(),
    productId: z.string(),
    categoryId: z.string(),
  })
  .meta({ id: 'FaqAnswerSummary' });
export type FaqAnswerSummary = z.infer<typeof faqAnswerSummary>;

export const faqAnswerList = z
  .object({
    language: faqLanguage,
    answers: z.array(faqAnswerSummary),
    /** true when more answers matched than the list holds */
    more: z.boolean(),
  })
  .meta({ id: 'FaqAnswerList' });
export type FaqAnswerList = z.infer<typeof faqAnswerList>;

/** One answer in full. The body is plain text: paragraphs split by a blank line, "- " list items. */
export const faqAnswer = z
  .object({
    id: z.number().int(),
    language: faqLanguage,
    title: z.string(),
    body: z.string(),
    productId: z.string(),
    productName: z.string(),
    categoryId: z.string(),
    categoryName: z.string(),
    /** the day the answer was last reviewed, YYYY-MM-DD */
    updated: z.string(),
  })
  .meta({ id: 'FaqAnswer' });
export type FaqAnswer = z.infer<typeof faqAnswer>;

export const faqListQuery = z.object({
  lang: faqLanguage.optional(),
  product: faqRefId('Choose a product from the list.').optional(),
  category: faqRefId('Choose a category from the list.').optional(),
  q: searchTerm.optional(),
});
export type FaqListQuery = z.infer<typeof faqListQuery>;

export const faqRoutes = {
  faqProducts: defineRoute({
    method: 'GET',
    path: '/api/faq/products',
    summary: 'FAQ products and their categories in English (opt) or Spanish (esp) (getProducts)',
    area: 'faq',
    access: 'public',
    query: z.object({ lang: faqLanguage.optional() }),
    response: faqProducts,
  }),
  faqAnswers: defineRoute({
    method: 'GET',
    path: '/api/faq/answers',
    summary: 'FAQ answers by product, category and keyword; every word must match, title matches first',
    area: 'faq',
    access: 'public',
    query: faqListQuery,
    response: faqAnswerList,
  }),
  faqAnswer: defineRoute({
    method: 'GET',
    path: '/api/faq/answers/:id',
    summary: 'One FAQ answer (e.g. 2580, DVR not included in the plan)',
    area: 'faq',
    access: 'public',
    params: z.object({
      id: z
        .string()
        .regex(/^\d{1,9}$/, 'The answer id is a number.')
        .transform(Number),
    }),
    query: z.object({ lang: faqLanguage.optional() }),
    response: faqAnswer,
  }),
};

import type { Transaction } from 'kysely';
import type { Database, FaqAnswersTable } from '../schema.ts';
import { DAY } from '../../platform/clock.ts';
import { writeAnswers } from '../../modules/faq/index.ts';
import { ANSWERS_EN_BILLING_TV } from './faq/answers-en-billing-tv.ts';
import { ANSWERS_EN_SERVICE } from './faq/answers-en-service.ts';
import { ANSWERS_ES_BILLING_TV } from './faq/answers-es-billing-tv.ts';
import { ANSWERS_ES_SERVICE } from './faq/answers-es-service.ts';
import { FAQ_CATALOGUE, type FaqContent } from './faq/faq-catalogue.ts';

const ANSWERS: Record<'en' | 'es', readonly FaqContent[]> = {
  en: [...ANSWERS_EN_BILLING_TV, ...ANSWERS_EN_SERVICE],
  es: [...ANSWERS_ES_BILLING_TV, ...ANSWERS_ES_SERVICE],
};

/**
 * The FAQ in English and Spanish: products, categories, answers (2580 is the DVR-not-entitled
 * answer of seed 000 §2) and their search index. Review dates are laid out relative to `now`.
 */
export async function seedFaq(trx: Transaction<Database>, now: number): Promise<void> {
  for (const lang of ['en', 'es'] as const) {
    await trx
      .insertInto('faq_products')
      .values(
        FAQ_CATALOGUE.map((p, i) => ({ id: p.id, language: lang, name: p.name[lang], position: i + 1 })),
      )
      .execute();
    await trx
      .insertInto('faq_categories')
      .values(
        FAQ_CATALOGUE.flatMap((p) =>
          p.subs.map((c, i) => ({
            id: c.id,
            language: lang,
            product_id: p.id,
            name: c.name[lang],
            position: i + 1,
          })),
        ),
      )
      .execute();
    const rows: FaqAnswersTable[] = ANSWERS[lang].map((a) => ({
      id: a.id,
      language: lang,
      product_id: a.product,
      category_id: a.category,
      title: a.title,
      body: a.body,
      keywords: a.keywords,
      popularity: a.popularity,
      updated_at: now - a.reviewedDaysAgo * DAY,
    }));
    await writeAnswers(trx, rows);
  }
}

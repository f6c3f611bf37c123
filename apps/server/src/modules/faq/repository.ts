import { sql, type Kysely, type Transaction } from 'kysely';
import { SearchWeight, indexTerms, stripLinks } from '@coax/domain';
import type { Database, FaqAnswersTable } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type Lang = 'en' | 'es';

export interface CategoryRow {
  id: string;
  product_id: string;
  name: string;
}

/** Products of one language in order, and their categories in order. */
export async function listProducts(db: Db, lang: Lang) {
  const [products, categories] = await Promise.all([
    db
      .selectFrom('faq_products')
      .select(['id', 'name'])
      .where('language', '=', lang)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('faq_categories')
      .select(['id', 'product_id', 'name'])
      .where('language', '=', lang)
      .orderBy('product_id')
      .orderBy('position')
      .execute(),
  ]);
  return { products, categories };
}

/** One answer with its product and category names, or undefined. */
export async function findAnswer(db: Db, id: number, lang: Lang) {
  return db
    .selectFrom('faq_answers as a')
    .innerJoin('faq_products as p', (j) =>
      j.onRef('p.id', '=', 'a.product_id').onRef('p.language', '=', 'a.language'),
    )
    .innerJoin('faq_categories as c', (j) =>
      j.onRef('c.id', '=', 'a.category_id').onRef('c.language', '=', 'a.language'),
    )
    .select([
      'a.id',
      'a.title',
      'a.body',
      'a.product_id',
      'a.category_id',
      'a.updated_at',
      'p.name as product_name',
      'c.name as category_name',
    ])
    .where('a.id', '=', id)
    .where('a.language', '=', lang)
    .executeTakeFirst();
}

export interface AnswerFilter {
  lang: Lang;
  product?: string | undefined;
  category?: string | undefined;
}

const listColumns = ['a.id', 'a.title', 'a.body', 'a.product_id', 'a.category_id'] as const;

/** Answers of a product or category (or all), most asked first; `limit` rows at most. */
export async function browseAnswers(db: Db, filter: AnswerFilter, limit: number) {
  let q = db.selectFrom('faq_answers as a').select(listColumns).where('a.language', '=', filter.lang);
  if (filter.product) q = q.where('a.product_id', '=', filter.product);
  if (filter.category) q = q.where('a.category_id', '=', filter.category);
  return q.orderBy('a.popularity').orderBy('a.id').limit(limit).execute();
}

export interface ScoredId {
  id: number;
  title_hits: number;
  score: number;
}

/** The search query of searchAnswerIds, unexecuted, so a test can read its plan. */
export function searchAnswerIdsQuery(db: Db, filter: AnswerFilter, words: readonly string[], limit: number) {
  let q = db
    .selectFrom('faq_terms as t')
    .innerJoin('faq_answers as a', (j) =>
      j.onRef('a.id', '=', 't.answer_id').onRef('a.language', '=', 't.language'),
    )
    .select([
      't.answer_id as id',
      // integer casts: PostgreSQL returns count and sum as bigint, which its driver gives as text
      sql<number>`cast(sum(case when t.weight = ${SearchWeight.title} then 1 else 0 end) as integer)`.as(
        'title_hits',
      ),
      sql<number>`cast(sum(t.weight) as integer)`.as('score'),
      sql<number>`min(a.popularity)`.as('popularity'),
    ])
    .where('t.language', '=', filter.lang)
    .where('t.term', 'in', [...words]);
  if (filter.product) q = q.where('a.product_id', '=', filter.product);
  if (filter.category) q = q.where('a.category_id', '=', filter.category);
  return q
    .groupBy('t.answer_id')
    .having(sql<number>`count(*)`, '=', words.length)
    .orderBy('title_hits', 'desc')
    .orderBy('score', 'desc')
    .orderBy('popularity')
    .orderBy('t.answer_id')
    .limit(limit);
}

/**
 * Answers holding every one of `words` (as a word or word prefix), best first: title hits, then
 * total weight, then the most asked. An equality lookup per word on the faq_terms key; no scan of
 * the answers themselves.
 */
export async function searchAnswerIds(
  db: Db,
  filter: AnswerFilter,
  words: readonly string[],
  limit: number,
): Promise<ScoredId[]> {
  if (words.length === 0) return [];
  return searchAnswerIdsQuery(db, filter, words, limit).execute();
}

/** The listed answers by id, in no particular order. */
export async function answersByIds(db: Db, lang: Lang, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('faq_answers as a')
    .select(listColumns)
    .where('a.language', '=', lang)
    .where('a.id', 'in', [...ids])
    .execute();
}

/** Placeholders filled in when an answer is served; they are not words anyone searches for. */
const PLACEHOLDER = /\{(brand|phone)\}/g;

/** The rows of the search index for one answer. */
export function answerTerms(
  answer: Pick<FaqAnswersTable, 'id' | 'language' | 'title' | 'keywords' | 'body'>,
) {
  const terms = indexTerms([
    { text: answer.title, weight: SearchWeight.title },
    { text: answer.keywords, weight: SearchWeight.keywords },
    { text: stripLinks(answer.body).replace(PLACEHOLDER, ' '), weight: SearchWeight.body },
  ]);
  return [...terms].map(([term, weight]) => ({
    language: answer.language,
    term,
    answer_id: answer.id,
    weight,
  }));
}

/** Rows per insert: well under SQLite's and PostgreSQL's bound-parameter limits. */
const BATCH = 500;

/** Writes answers and their search index together, so the two never disagree. */
export async function writeAnswers(db: Db, answers: readonly FaqAnswersTable[]): Promise<void> {
  for (let i = 0; i < answers.length; i += BATCH) {
    await db
      .insertInto('faq_answers')
      .values(answers.slice(i, i + BATCH))
      .execute();
  }
  const terms = answers.flatMap(answerTerms);
  for (let i = 0; i < terms.length; i += BATCH) {
    await db
      .insertInto('faq_terms')
      .values(terms.slice(i, i + BATCH))
      .execute();
  }
}

import type { Kysely } from 'kysely';
import type { FaqAnswer, FaqAnswerList, FaqLanguage, FaqListQuery, FaqProducts } from '@coax/contract';
import { PAGE_SIZE_SMALL, PORTAL_COOKIE_NAMES, faqLanguageCode, queryWords, summarize } from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import type { Config } from '../../platform/config.ts';
import type { Caller } from '../../platform/http/caller.ts';
import { errors } from '../../platform/errors.ts';
import type { ConfigService } from '../config/index.ts';
import {
  answersByIds,
  browseAnswers,
  findAnswer,
  listProducts,
  searchAnswerIds,
  type AnswerFilter,
  type Lang,
} from './repository.ts';

/** The web app's language cookie (apps/web/src/i18n/language.ts): 'es' means Spanish. */
export const LANG_COOKIE = PORTAL_COOKIE_NAMES.language;

/** Who reads the FAQ: the caller (for their support number) and their language cookie. */
export interface FaqReader {
  caller: Caller | null;
  /** the language cookie's value, when the request carried one */
  langCookie: string | undefined;
}

/**
 * The FAQ language of a call (seed 000 §7: "language esp or opt (from the language cookie)"):
 * the one asked for, else the language cookie, else English.
 */
export function requestLanguage(reader: FaqReader, asked: FaqLanguage | undefined): Lang {
  if (asked) return asked === 'esp' ? 'es' : 'en';
  return reader.langCookie === 'es' ? 'es' : 'en';
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A scored FAQ hit, for the site search to merge with page hits. */
export interface FaqHit {
  id: number;
  title: string;
  summary: string;
  /** the full body with placeholders filled, for the exact-phrase check */
  body: string;
  productId: string;
  categoryId: string;
  titleHits: number;
  score: number;
}

export function faqService(deps: { db: Kysely<Database>; config: Config; support: ConfigService }) {
  const { db, config, support } = deps;

  /** Fills the body placeholders: the operator's brand and the caller's support number. */
  async function filler(reader: FaqReader) {
    const { phone } = await support.supportNumber(reader.caller);
    return (text: string) => text.replaceAll('{brand}', config.BRAND_NAME).replaceAll('{phone}', phone);
  }

  /** Answers matching every word, best first, with their scores; `limit` at most. */
  async function search(
    reader: FaqReader,
    filter: AnswerFilter,
    words: readonly string[],
    limit: number,
  ): Promise<FaqHit[]> {
    const ranked = await searchAnswerIds(db, filter, words, limit);
    const rows = new Map(
      (
        await answersByIds(
          db,
          filter.lang,
          ranked.map((r) => r.id),
        )
      ).map((r) => [r.id, r]),
    );
    const fill = await filler(reader);
    return ranked.flatMap((r) => {
      const row = rows.get(r.id);
      if (!row) return [];
      const body = fill(row.body);
      return [
        {
          id: r.id,
          title: fill(row.title),
          summary: summarize(body),
          body,
          productId: row.product_id,
          categoryId: row.category_id,
          titleHits: r.title_hits,
          score: r.score,
        },
      ];
    });
  }

  return {
    search,

    /** Seed 000 §7 getProducts: products with their categories ("subs") in one language. */
    async products(reader: FaqReader, asked: FaqLanguage | undefined): Promise<FaqProducts> {
      const lang = requestLanguage(reader, asked);
      const { products, categories } = await listProducts(db, lang);
      return {
        language: faqLanguageCode(lang),
        products: products.map((p) => ({
          id: p.id,
          name: p.name,
          subs: categories.filter((c) => c.product_id === p.id).map((c) => ({ id: c.id, name: c.name })),
        })),
      };
    },

    /**
     * Answers of a product and category, narrowed by a keyword when one is given. A keyword of
     * only common words ("how do I") matches nothing rather than everything.
     */
    async answers(reader: FaqReader, query: FaqListQuery): Promise<FaqAnswerList> {
      const lang = requestLanguage(reader, query.lang);
      const filter: AnswerFilter = { lang, product: query.product, category: query.category };
      const language = faqLanguageCode(lang);
      const term = query.q ?? '';
      if (term) {
        const hits = await search(reader, filter, queryWords(term), PAGE_SIZE_SMALL + 1);
        return {
          language,
          answers: hits.slice(0, PAGE_SIZE_SMALL).map(({ id, title, summary, productId, categoryId }) => ({
            id,
            title,
            summary,
            productId,
            categoryId,
          })),
          more: hits.length > PAGE_SIZE_SMALL,
        };
      }
      const rows = await browseAnswers(db, filter, PAGE_SIZE_SMALL + 1);
      const fill = await filler(reader);
      return {
        language,
        answers: rows.slice(0, PAGE_SIZE_SMALL).map((r) => ({
          id: r.id,
          title: fill(r.title),
          summary: summarize(fill(r.body)),
          productId: r.product_id,
          categoryId: r.category_id,
        })),
        more: rows.length > PAGE_SIZE_SMALL,
      };
    },

    /** One answer in full; 404 when there is none with that id in that language. */
    async answer(reader: FaqReader, id: number, asked: FaqLanguage | undefined): Promise<FaqAnswer> {
      const lang = requestLanguage(reader, asked);
      const row = await findAnswer(db, id, lang);
      if (!row) throw errors.notFound('We could not find that answer.');
      const fill = await filler(reader);
      return {
        id: row.id,
        language: faqLanguageCode(lang),
        title: fill(row.title),
        body: fill(row.body),
        productId: row.product_id,
        productName: row.product_name,
        categoryId: row.category_id,
        categoryName: row.category_name,
        updated: isoDay(row.updated_at),
      };
    },
  };
}

export type FaqService = ReturnType<typeof faqService>;

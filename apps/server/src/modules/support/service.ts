import type { Kysely } from 'kysely';
import type {
  FaqLanguage,
  SupportCorpNumber,
  SupportNotification,
  SupportNotificationList,
  SupportNotificationSummary,
} from '@coax/contract';
import { faqLanguageCode, SupportMessages } from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { errors } from '../../platform/errors.ts';
import type { ConfigService } from '../config/index.ts';
import { requestLanguage, type FaqReader } from '../faq/index.ts';
import {
  corpIsServed,
  findLiveNotification,
  listLiveNotifications,
  type NotificationRow,
} from './repository.ts';

/** The language a notification is read in. */
type Lang = ReturnType<typeof requestLanguage>;

/** Who reads: the caller (for their corp) and their language cookie. */
export type SupportReader = FaqReader;

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

function summaryOf(row: NotificationRow, lang: Lang): SupportNotificationSummary {
  return {
    id: Number(row.id),
    kind: row.kind,
    title: lang === 'es' ? row.title_es : row.title_en,
    summary: lang === 'es' ? row.summary_es : row.summary_en,
    publishedAt: iso(row.published_at),
  };
}

export function supportService(deps: { db: Kysely<Database>; clock: Clock; lines: ConfigService }) {
  const { db, clock, lines } = deps;
  return {
    /**
     * Seed 002 §7 "GET number/{x}": the line of a corp the operator serves, its own or the
     * default. A corp with no accounts is refused, so the lookup names only real corps.
     */
    async numberForCorp(corpId: string): Promise<SupportCorpNumber> {
      if (!(await corpIsServed(db, corpId))) {
        throw errors.notFound('support.corp.not-found', SupportMessages.corpNotFound);
      }
      return { corpId, ...(await lines.corpLine(corpId)) };
    },

    /** The notifications live now for the reader: everyone's, and their corp's when signed in. */
    async notifications(
      reader: SupportReader,
      asked: FaqLanguage | undefined,
    ): Promise<SupportNotificationList> {
      const lang = requestLanguage(reader, asked);
      const corpId = reader.caller?.subject?.account?.corp_id ?? null;
      const rows = await listLiveNotifications(db, clock.now(), corpId);
      return { language: faqLanguageCode(lang), notifications: rows.map((r) => summaryOf(r, lang)) };
    },

    /**
     * One live notification. Its page is the public link of seed 001 §2, so a notification for
     * one corp opens for anyone who follows the link; one that ended, or never was, is refused.
     */
    async notification(
      reader: SupportReader,
      id: number,
      asked: FaqLanguage | undefined,
    ): Promise<SupportNotification> {
      const lang = requestLanguage(reader, asked);
      const row = await findLiveNotification(db, clock.now(), id);
      if (!row) throw errors.notFound('support.notification.not-found', SupportMessages.notificationNotFound);
      return {
        ...summaryOf(row, lang),
        language: faqLanguageCode(lang),
        body: lang === 'es' ? row.body_es : row.body_en,
        expiresAt: row.expires_at === null ? null : iso(row.expires_at),
      };
    },
  };
}

export type SupportService = ReturnType<typeof supportService>;

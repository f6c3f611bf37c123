import type { Insertable } from 'kysely';
import { z } from 'zod';
import { alertCta, type OperatorAlert as OperatorAlertDto } from '@coax/contract';
import { ALERT_LANGUAGES, parseAlertType, type OperatorAlert } from '@coax/domain';
import type { OperatorAlertsTable } from '../../db/schema.ts';
import type { AlertRow } from './repository.ts';

const stringList = z.array(z.string());
const ctaList = z.array(alertCta);

function json<T>(schema: z.ZodType<T>, text: string): T {
  return schema.parse(JSON.parse(text));
}

/** A stored alert with its audit fields. */
export type StoredAlert = OperatorAlert & { updatedAt: number; updatedBy: string };

/**
 * Reads a stored row. Rows can come from an operator's own tooling, so a malformed one throws
 * (the service logs it and leaves that alert out: seed 000 §8 "Alert parse failure is logged").
 */
export function fromRow(row: AlertRow): StoredAlert {
  const type = parseAlertType(row.type);
  if (!type.ok) throw new Error(`alert ${row.id}: ${type.message}`);
  const language = ALERT_LANGUAGES.find((l) => l === row.language);
  if (!language) throw new Error(`alert ${row.id}: unknown language ${row.language}`);
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    message: row.message,
    // Keep "no type given" apart from major: the drawer sorts typed alerts first.
    type: row.type === null || row.type === '' ? null : type.type,
    language,
    regions: json(stringList, row.regions),
    corpIds: json(stringList, row.corp_ids),
    link: row.link,
    source: row.source,
    primaryMessage: row.primary_message,
    priority: row.priority,
    actionAlert: row.action_alert === 1,
    ctas: json(ctaList, row.ctas),
    icon: row.icon,
    img: row.img,
    published: row.published === 1,
    publishAt: row.publish_at,
    expiresAt: row.expires_at,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

export function toRow(a: StoredAlert): Insertable<OperatorAlertsTable> {
  return {
    id: a.id,
    title: a.title,
    summary: a.summary,
    message: a.message,
    type: a.type,
    language: a.language,
    regions: JSON.stringify(a.regions),
    corp_ids: JSON.stringify(a.corpIds),
    link: a.link,
    source: a.source,
    primary_message: a.primaryMessage,
    priority: a.priority,
    action_alert: a.actionAlert ? 1 : 0,
    ctas: JSON.stringify(a.ctas),
    icon: a.icon,
    img: a.img,
    published: a.published ? 1 : 0,
    publish_at: a.publishAt,
    expires_at: a.expiresAt,
    updated_at: a.updatedAt,
    updated_by: a.updatedBy,
  };
}

/** The agent's view of a stored alert. */
export function toDto(a: StoredAlert): OperatorAlertDto {
  return { ...a };
}

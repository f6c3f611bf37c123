import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { MINUTE_MS } from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import type { Job } from '../jobs/runner.ts';
import type { Mailer } from '../mail/mailer.ts';

// The outbox: a message is written in the transaction of the change it tells of, so it exists
// exactly when the change does, and a job delivers it afterwards. Before sending, a runner claims
// the row with a guarded update (only an unsent row whose claim is free or past its lease), so two
// runners never send the same row; after sending it marks the row sent under its own claim. A send
// that fails releases the claim and the next pass tries again. A process that dies between a send
// and its mark leaves the row claimed: it is sent again only after the lease, the one window where
// a message can go twice, which is the price of never losing one; such a copy carries the same
// Message-ID (the row's id), so the receiving side can drop it (test/fault/outbox-crash.test.ts).

type Db = Kysely<Database> | Transaction<Database>;

/** How long a claim holds before another runner may take the row over. */
export const OUTBOX_LEASE_MS = 5 * MINUTE_MS;
/** Rows one pass delivers at most. */
export const OUTBOX_BATCH = 50;

export interface OutboxMessage {
  channel: 'email' | 'text';
  to: string;
  /** e-mail only */
  subject?: string;
  body: string;
  /** which change it tells of, e.g. 'appointments:AP-7K3M-Q9XD' */
  topic: string;
  /** e-mail only: files sent with it, kept with the row until it is delivered */
  attachments?: readonly OutboxAttachment[];
}

export interface OutboxAttachment {
  fileName: string;
  contentType: string;
  contentBase64: string;
}

/**
 * A notice as the outbox takes it: the e-mail, and the same words as a text after the brand, each
 * where the recipient's contact entries send it (null: not that way).
 */
export function noticeMessages(
  to: { email: string | null; phone: string | null },
  mail: { subject: string; body: string },
  v: { brand: string; topic: string },
): OutboxMessage[] {
  return [
    ...(to.email ? [{ channel: 'email' as const, to: to.email, ...mail, topic: v.topic }] : []),
    ...(to.phone
      ? [{ channel: 'text' as const, to: to.phone, body: `${v.brand}: ${mail.body}`, topic: v.topic }]
      : []),
  ];
}

/** Writes messages to the outbox; call it with the transaction of the change. */
export async function enqueue(trx: Db, now: number, messages: readonly OutboxMessage[]): Promise<void> {
  if (messages.length === 0) return;
  const rows = messages.map((m) => ({ id: randomUUID(), m }));
  await trx
    .insertInto('outbox')
    .values(
      rows.map(({ id, m }) => ({
        id,
        channel: m.channel,
        recipient: m.to,
        subject: m.subject ?? '',
        body: m.body,
        topic: m.topic,
        created_at: now,
        claim_id: null,
        claimed_at: null,
        sent_at: null,
        attempts: 0,
        last_error: null,
      })),
    )
    .execute();
  const files = rows.flatMap(({ id, m }) =>
    (m.channel === 'email' ? (m.attachments ?? []) : []).map((a, seq) => ({
      outbox_id: id,
      seq,
      file_name: a.fileName,
      content_type: a.contentType,
      content_base64: a.contentBase64,
    })),
  );
  if (files.length > 0) await trx.insertInto('outbox_attachments').values(files).execute();
}

/** The files an e-mail row carries, in order, as the mailer takes them. */
async function attachmentsOf(db: Db, id: string) {
  const rows = await db
    .selectFrom('outbox_attachments')
    .selectAll()
    .where('outbox_id', '=', id)
    .orderBy('seq')
    .execute();
  return rows.map((r) => ({
    filename: r.file_name,
    contentType: r.content_type,
    content: Buffer.from(r.content_base64, 'base64'),
  }));
}

/** Claims one row for this runner; false when another runner holds it or it was sent. */
async function claim(db: Db, id: string, claimId: string, now: number): Promise<boolean> {
  const res = await db
    .updateTable('outbox')
    .set((eb) => ({ claim_id: claimId, claimed_at: now, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', now - OUTBOX_LEASE_MS)]))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * One delivery pass: e-mail through the mailer, texts to the text log. Answers how many were sent.
 * Safe to run on several processes at once.
 */
export async function deliverOutbox(db: Kysely<Database>, mailer: Mailer, now: number): Promise<number> {
  const pending = await db
    .selectFrom('outbox')
    .selectAll()
    .where('sent_at', 'is', null)
    .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', now - OUTBOX_LEASE_MS)]))
    .orderBy('created_at')
    .limit(OUTBOX_BATCH)
    .execute();
  let sent = 0;
  for (const row of pending) {
    const claimId = randomUUID();
    if (!(await claim(db, row.id, claimId, now))) continue;
    try {
      if (row.channel === 'email') {
        const attachments = await attachmentsOf(db, row.id);
        await mailer.send({
          to: row.recipient,
          subject: row.subject,
          text: row.body,
          id: row.id,
          ...(attachments.length > 0 ? { attachments } : {}),
        });
        await markSent(db, row.id, claimId, now);
      } else {
        // The text and its mark commit together: a text is logged exactly once.
        await db.transaction().execute(async (trx) => {
          await trx
            .insertInto('text_log')
            .values({ id: row.id, recipient: row.recipient, body: row.body, sent_at: now })
            .onConflict((oc) => oc.column('id').doNothing())
            .execute();
          await markSent(trx, row.id, claimId, now);
        });
      }
      sent++;
    } catch (e) {
      await db
        .updateTable('outbox')
        .set({ claim_id: null, claimed_at: null, last_error: e instanceof Error ? e.message : String(e) })
        .where('id', '=', row.id)
        .where('claim_id', '=', claimId)
        .execute();
    }
  }
  return sent;
}

async function markSent(db: Db, id: string, claimId: string, now: number): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ sent_at: now, last_error: null })
    .where('id', '=', id)
    .where('claim_id', '=', claimId)
    .execute();
}

/** The texts sent, newest first, for the development mailbox. */
export async function recentTexts(db: Kysely<Database>, limit = 100) {
  return db.selectFrom('text_log').selectAll().orderBy('sent_at', 'desc').limit(limit).execute();
}

/** The delivery job, run by the job runner among the modules' jobs. */
export function outboxJob(db: Kysely<Database>, mailer: Mailer): Job {
  return { name: 'outbox.deliver', run: (now) => deliverOutbox(db, mailer, now) };
}

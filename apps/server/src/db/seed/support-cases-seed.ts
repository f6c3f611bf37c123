import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { HOUR } from '../../platform/clock.ts';

/**
 * Past outages for the credit request, laid out relative to `now`:
 * - Hicksville (LI-HKS-01, jsmith): 8 hours, three days ago; long enough to be credited by rule.
 * - Jersey City (NJ-JC-04, acmebiz): 2 hours, five days ago; too short, so it waits for an agent.
 * (Mott Haven's outage that cleared 2 hours ago is the node's own row in network_nodes.)
 */
const OUTAGES = [
  { id: 1, node_id: 'LI-HKS-01', startedIn: -80, clearedIn: -72 },
  { id: 2, node_id: 'NJ-JC-04', startedIn: -122, clearedIn: -120 },
];

/**
 * jsmith's answered email-us case, and a missed-appointment credit waiting for an agent, so the
 * subscriber's lists and the desk's queues have something to show.
 */
async function seedJsmithCases(trx: Kysely<Database>, now: number): Promise<void> {
  await trx
    .insertInto('support_cases')
    .values({
      id: 'SC-JSMITH01',
      user_id: 'jsmith',
      account_number: '781245006201',
      name: 'John Smith',
      email: 'jsmith@example.com',
      language: 'en',
      service: 'tv',
      template_name: 'general',
      subject: 'Guide shows the wrong channel names',
      question: 'Since yesterday the guide lists channel 12 twice.',
      status: 'answered',
      attachment_name: null,
      attachment_type: null,
      attachment_bytes: null,
      created_at: now - 50 * HOUR,
      answer: 'Thank you. We refreshed your channel lineup; restart the box to see the change.',
      answered_at: now - 46 * HOUR,
      answered_by: 'agent1',
    })
    .execute();
  const day = now - 10 * 24 * HOUR;
  const start = day - (day % (24 * HOUR));
  await trx
    .insertInto('credit_requests')
    .values({
      id: 'CR-JSMITH01',
      account_number: '781245006201',
      user_id: 'jsmith',
      reason: 'missed-appointment',
      ref: `appointment:${new Date(start).toISOString().slice(0, 10)}`,
      status: 'pending',
      period_start: start,
      period_end: start + 24 * HOUR,
      amount_cents: 2000,
      by_rule: 0,
      note: 'The technician did not come.',
      created_at: now - 9 * 24 * HOUR,
      decided_at: null,
      decided_by: null,
    })
    .execute();
}

/** Runs inside seedDemo's transaction, after the network nodes. */
export async function seedSupportCases(trx: Kysely<Database>, now: number): Promise<void> {
  await seedJsmithCases(trx, now);
  await trx
    .insertInto('node_outage_history')
    .values(
      OUTAGES.map((o) => ({
        id: o.id,
        node_id: o.node_id,
        started_at: now + o.startedIn * HOUR,
        cleared_at: now + o.clearedIn * HOUR,
      })),
    )
    .execute();
}

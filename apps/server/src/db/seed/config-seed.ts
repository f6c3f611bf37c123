import type { Transaction } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * Support lines by corp (seed 000 §7 "Support number | lookup by corp id"). Corps not listed
 * (7702, 7715 in the demo) use the operator's SUPPORT_PHONE.
 */
const SUPPORT_NUMBERS = [
  // the business corp has its own business support line
  { corp_id: '7710', phone: '1-866-555-0142' },
  // the region of the special-box customers
  { corp_id: '7704', phone: '1-800-555-0163' },
];

/** The config area's demo rows. `now` is unused: support lines do not depend on time. */
export async function seedConfig(trx: Transaction<Database>, _now: number): Promise<void> {
  await trx.insertInto('corp_support_numbers').values(SUPPORT_NUMBERS).execute();
}

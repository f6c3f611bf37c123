import { APPOINTMENT_CHANGE_CUTOFF_MS, WAITLIST_HOLD_MS } from '@coax/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { enqueue } from '../../platform/outbox/outbox.ts';
import { offerNotices } from './notices.ts';
import * as repo from './repository.ts';
import { windowStartOf } from './view.ts';
import * as line from './waitlist-repository.ts';

// The earlier-slot waitlist (issue 16 item 5): when a move or a cancel frees a place, the first in
// line at that location whose appointment is later is offered it. The place is held for them (it
// counts as taken) for WAITLIST_HOLD_MS; accepting moves their appointment into it, and an offer
// that runs out gives the place back.

/** Offers a freed place to the first in line; call it in the transaction that freed the place. */
export async function offerFreedPlace(
  trx: repo.Db,
  freed: { locationId: string; day: string; slot: number },
  now: number,
  brand: string,
): Promise<void> {
  if (windowStartOf(freed.day, freed.slot) - now < APPOINTMENT_CHANGE_CUTOFF_MS) return;
  const first = await line.firstInLine(trx, freed.locationId, freed.day, freed.slot);
  if (!first) return;
  if (!(await repo.takePlace(trx, freed.locationId, freed.day, freed.slot))) return;
  const expiresAt = now + WAITLIST_HOLD_MS;
  await line.setOffer(trx, first.token, freed.day, freed.slot, expiresAt);
  const lang = await line.languageOf(trx, first.account_number);
  await enqueue(
    trx,
    now,
    offerNotices(first, { day: freed.day, slot: freed.slot, expiresAt }, { brand, lang }),
  );
}

/** Gives back the places of offers nobody accepted in time; the job runner calls it. */
export async function expireOffers(db: Kysely<Database>, now: number): Promise<number> {
  let expired = 0;
  for (const entry of await line.expiredOffers(db, now)) {
    if (entry.offer_day === null || entry.offer_slot === null) continue;
    const { offer_day: day, offer_slot: slot } = entry;
    await db.transaction().execute(async (trx) => {
      // Only the runner that clears the offer gives the place back.
      const cleared = await line.clearOfferOf(trx, entry.token, day, slot);
      if (cleared) {
        await repo.releasePlace(trx, entry.location_id, day, slot);
        expired++;
      }
    });
  }
  return expired;
}

import { shopMoveRoutes as m, shopServicesRoutes as s } from '@coax/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Caller } from '../../platform/http/caller.ts';
import { idempotent } from '../../platform/http/idempotency.ts';
import type { RouteRegistry } from '../../platform/http/route-registry.ts';
import type { MoveLeadService } from './move-service.ts';
import { ownerOf } from './owner.ts';
import type { ShopServicesService } from './service.ts';

export function registerShopServicesRoutes(
  r: RouteRegistry,
  deps: { db: Kysely<Database>; clock: Clock; services: ShopServicesService; moves: MoveLeadService },
) {
  const { services, moves } = deps;
  // A retried order with the same key gets the first answer and changes nothing again.
  const once = {
    db: deps.db,
    clock: deps.clock,
    scopeOf: async (caller: Caller | null) => `shop-services:${ownerOf(caller).accountNumber}`,
  };
  r.add(s.shopMyServices, async ({ caller }) => services.myServices(ownerOf(caller)));
  r.add(s.shopPricing, async ({ caller }) => services.pricing(ownerOf(caller)));
  r.add(
    s.shopSubmitUpgrade,
    idempotent(once, s.shopSubmitUpgrade, async ({ caller, input }) =>
      services.submitUpgrade(ownerOf(caller), input.body.rateCode),
    ),
  );
  r.add(
    s.shopRateCodes,
    idempotent(once, s.shopRateCodes, async ({ caller, input }) =>
      services.rateCodes(ownerOf(caller), input.body.addRateCodes, input.body.removeRateCodes),
    ),
  );
  r.add(
    s.shopSecuritySuiteOrder,
    idempotent(once, s.shopSecuritySuiteOrder, async ({ caller }) => services.securitySuite(ownerOf(caller))),
  );
  r.add(s.shopSmartHome, async () => services.smartHome());
  r.add(s.shopShowtimeOffer, async ({ caller }) => services.showtime(ownerOf(caller)));
  r.add(m.shopMoveLead, async ({ caller }) => moves.state(ownerOf(caller)));
  r.add(
    m.shopSendMoveLead,
    idempotent(once, m.shopSendMoveLead, async ({ caller, input }) =>
      moves.send(ownerOf(caller), caller?.subject?.user.contact_email ?? null, input.body),
    ),
  );
  r.add(m.shopCancelMoveLead, async ({ caller }) => moves.cancel(ownerOf(caller)));
}

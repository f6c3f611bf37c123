import type { Kysely } from 'kysely';
import { shopReturnRoutes as r } from '@coax/contract';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { errors } from '../../platform/errors.ts';
import type { Caller } from '../../platform/http/caller.ts';
import { claimOf, idempotent } from '../../platform/http/idempotency.ts';
import type { RouteRegistry } from '../../platform/http/route-registry.ts';
import type { ShopReturnsService } from './returns-service.ts';
import type { ShopService } from './service.ts';

/** 'return-label-RMA-K7M2Q9XHT4.pdf' is plain ASCII; the quoted form is enough for every browser. */
const attachment = (fileName: string) => `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`;

export function registerShopReturnRoutes(
  routes: RouteRegistry,
  deps: { db: Kysely<Database>; clock: Clock; shop: ShopService; returns: ShopReturnsService },
) {
  const { shop, returns } = deps;
  const once = {
    db: deps.db,
    clock: deps.clock,
    scopeOf: async (caller: Caller | null) => {
      if (!caller) {
        throw errors.noSession();
      }
      return shop.owner(caller).userId;
    },
  };
  routes.add(
    r.shopCreateReturn,
    idempotent(
      once,
      r.shopCreateReturn,
      async ({ caller, input, req }) =>
        returns.create(shop.owner(caller), input.params.number, input.body, claimOf(req)),
      (id) => returns.recover(id),
    ),
  );
  routes.add(r.shopReturnPackingSlip, async ({ caller, input, reply }) => {
    const pdf = await returns.packingSlip(shop.owner(caller), input.params.rma, input.query.lang);
    reply.header('content-disposition', attachment(pdf.fileName));
    return pdf.bytes;
  });
  routes.add(r.shopReturnLabel, async ({ caller, input, reply }) => {
    const pdf = await returns.label(shop.owner(caller), input.params.rma, input.query.lang);
    reply.header('content-disposition', attachment(pdf.fileName));
    return pdf.bytes;
  });
  routes.add(r.shopRefunds, async ({ caller }) => returns.refunds(shop.owner(caller)));
}

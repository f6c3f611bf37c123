import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  MyServices,
  SecuritySuiteOrder,
  ServiceOrder,
  ServicePricing,
  ShowtimeOffer,
  SmartHomeInfo,
} from '@coax/contract';
import {
  OFFER_KINDS,
  PLAN_SECTIONS,
  SECURITY_SUITE_CODE,
  addRemoveRateCodes,
  changeTier,
  isoDayOf,
  priceServices,
  securitySuiteOrderSucceeded,
  type PlanLine,
  type PromotionPrice,
  type RateCodeRefusal,
  type SecuritySuiteReasonCode,
  type SecuritySuiteStatus,
  type ServiceOrderKind,
} from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { errors } from '../../platform/errors.ts';
import type { Log } from '../../platform/logger.ts';
import { mustChange, type ServicesOwner } from './owner.ts';
import * as repo from './repository.ts';
import { CHARGE_NAMES, offerLineOf, offerOf, orderOf, planLineOf, planServiceOf } from './view.ts';

const SHOWTIME_CODE = 'TV-SHO';

const REFUSED = {
  unknown: 'Choose a service from the list.',
  alreadyHave: 'Your account has this service already.',
  needsService: 'This add-on needs the service it belongs to; add that first.',
  notOn: 'Your account does not have this service.',
  notAddon: 'A plan is changed, not removed, from My services.',
  pricing: 'Not available. Try again later.',
} as const;

const RATE_CODE_REFUSALS = {
  unknown: () => errors.notFound('shop.services.unknown', REFUSED.unknown),
  'already-on': () => errors.conflict('shop.services.already-have', REFUSED.alreadyHave),
  'needs-service': () => errors.conflict('shop.services.needs-service', REFUSED.needsService),
  'not-on': () => errors.conflict('shop.services.not-on', REFUSED.notOn),
  'not-addon': () => errors.badRequest('shop.services.not-addon', REFUSED.notAddon),
} satisfies Record<RateCodeRefusal, () => Error>;

/** secpac/order's answer, whose success is the seed's rule (002 §4), never set by hand. */
const answer = (
  status: SecuritySuiteStatus,
  reasonCode: SecuritySuiteReasonCode,
  order: ServiceOrder | null,
): SecuritySuiteOrder => ({
  status,
  reasonCode,
  success: securitySuiteOrderSucceeded(status, reasonCode),
  order,
});

/** A plan as a bill lists it: TV, internet, phone; each section's tier before its add-ons. */
const inPlanOrder = (rows: repo.PlanRow[]) =>
  [...rows].sort(
    (a, b) =>
      PLAN_SECTIONS.indexOf(a.section) - PLAN_SECTIONS.indexOf(b.section) ||
      OFFER_KINDS.indexOf(a.kind) - OFFER_KINDS.indexOf(b.kind),
  );

/** The promotions running on an account (billing owns them). */
export interface RunningPromotions {
  running(accountNumber: string): Promise<PromotionPrice[]>;
}

/** Pricing and My services (issue 19 items 7 and 8): always the session's own account. */
export function shopServicesService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  log: Log;
  promotions: RunningPromotions;
}) {
  const { db, clock, log, promotions } = deps;

  async function pricing(owner: ServicesOwner, q: repo.Db = db): Promise<ServicePricing> {
    const area = await repo.pricingArea(q, owner.corpId);
    const result = area
      ? priceServices(
          { IsRegulated: area.is_regulated === null ? null : area.is_regulated === 1 },
          owner.business,
        )
      : null;
    if (!result?.ok) {
      log.warn({ corpId: owner.corpId }, result ? result.message : 'no pricing area info for the footprint');
      return { available: false };
    }
    return { available: true, regulated: result.regulated, ...result.prices };
  }

  /** Writes one order with the plan it leaves; the caller holds the account's lock. */
  async function record(
    trx: repo.Db,
    owner: ServicesOwner,
    kind: ServiceOrderKind,
    code: string,
    reasonCode: string,
  ): Promise<ServiceOrder> {
    const row = {
      id: randomUUID(),
      account_number: owner.accountNumber,
      kind,
      code,
      status: 'completed' as const,
      reason_code: reasonCode,
      actor_id: owner.actorId,
      created_at: clock.now(),
    };
    await repo.insertOrder(trx, row);
    const named = await repo.offer(trx, code);
    return orderOf({ ...row, name_en: named?.name_en ?? null, name_es: named?.name_es ?? null });
  }

  return {
    pricing: (owner: ServicesOwner) => pricing(owner),

    /** upgradeinfoV2 with the plan, the next bill's lines and orderStatus. */
    async myServices(owner: ServicesOwner): Promise<MyServices> {
      const [rows, catalogue, charges, orders, prices, running] = await Promise.all([
        repo.plan(db, owner.accountNumber),
        repo.offers(db, owner.business),
        repo.unbilledCharges(db, owner.accountNumber),
        repo.recentOrders(db, owner.accountNumber),
        pricing(owner),
        promotions.running(owner.accountNumber),
      ]);
      const plan = inPlanOrder(rows);
      const today = isoDayOf(clock.now());
      const services = plan.map((p) => planServiceOf(p, running, today));
      const have = new Set(plan.map((p) => p.code));
      const suite = catalogue.find((o) => o.code === SECURITY_SUITE_CODE);
      const monthly = services.map((p) => ({
        code: p.code,
        name: p.name,
        amountCents: p.monthlyCents,
        oneTime: false,
      }));
      const once = charges.map((c) => ({
        code: c.code,
        name: c.code === 'OUTLET' ? CHARGE_NAMES.OUTLET : CHARGE_NAMES.INSTALL,
        amountCents: c.amount_cents,
        oneTime: true,
      }));
      const lines = [...monthly, ...once];
      return {
        canChange: owner.canChange,
        services,
        offers: catalogue
          .filter((o) => !have.has(o.code) && o.code !== SECURITY_SUITE_CODE)
          .map((o) => offerOf(o, plan)),
        nextBill: { lines, totalCents: lines.reduce((s, l) => s + l.amountCents, 0) },
        pricing: prices,
        securitySuite: { active: have.has(SECURITY_SUITE_CODE), monthlyCents: suite?.monthly_cents ?? 0 },
        orders: orders.map(orderOf),
      };
    },

    /** submitUpgrade: a section's tier changes, or the section is added with its installation. */
    async submitUpgrade(owner: ServicesOwner, code: string): Promise<ServiceOrder> {
      mustChange(owner);
      return db.transaction().execute(async (trx) => {
        await repo.lockAccount(trx, owner.accountNumber);
        const offer = await repo.offer(trx, code);
        if (
          !offer ||
          offer.offered !== 1 ||
          offer.kind !== 'tier' ||
          (offer.business === 1) !== owner.business
        ) {
          throw errors.notFound('shop.services.unknown', REFUSED.unknown);
        }
        const plan = await repo.plan(trx, owner.accountNumber);
        const prices = await pricing(owner, trx);
        const hasSection = plan.some((p) => p.section === offer.section && p.kind === 'tier');
        if (!hasSection && !prices.available) {
          throw errors.unavailable('shop.pricing.unavailable');
        }
        const change = changeTier(
          plan.map(planLineOf),
          offerLineOf(offer),
          prices.available ? prices.installationServicePrice : 0,
        );
        if (!change) throw errors.conflict('shop.services.already-have', REFUSED.alreadyHave);
        if (change.replaced) await repo.removeService(trx, owner.accountNumber, change.replaced.code);
        await repo.addService(trx, {
          account_number: owner.accountNumber,
          code: offer.code,
          monthly_cents: offer.monthly_cents,
          added_at: clock.now(),
        });
        if (!change.replaced) await repo.setServiceFlag(trx, owner.accountNumber, offer.section);
        const order = await record(trx, owner, change.replaced ? 'upgrade' : 'add', offer.code, 'processed');
        for (const charge of change.oneTime) {
          await repo.insertCharge(trx, {
            order_id: order.id,
            account_number: owner.accountNumber,
            code: charge.code,
            amount_cents: charge.amountCents,
          });
        }
        return order;
      });
    },

    /** addremoverc: add-ons on and off; one order per code. */
    async rateCodes(owner: ServicesOwner, add: readonly string[], remove: readonly string[]) {
      mustChange(owner);
      return db.transaction().execute(async (trx) => {
        await repo.lockAccount(trx, owner.accountNumber);
        const plan = await repo.plan(trx, owner.accountNumber);
        const catalogue = new Map<string, PlanLine>();
        for (const o of await repo.offers(trx, owner.business)) {
          if (o.code !== SECURITY_SUITE_CODE) catalogue.set(o.code, offerLineOf(o));
        }
        const out = addRemoveRateCodes(plan.map(planLineOf), catalogue, add, remove);
        if (!out.ok) throw RATE_CODE_REFUSALS[out.refusal]();
        const orders: ServiceOrder[] = [];
        for (const code of remove) {
          await repo.removeService(trx, owner.accountNumber, code);
          orders.push(await record(trx, owner, 'remove', code, 'processed'));
        }
        for (const code of add) {
          const line = catalogue.get(code);
          if (!line) throw errors.notFound('shop.services.unknown', REFUSED.unknown);
          await repo.addService(trx, {
            account_number: owner.accountNumber,
            code,
            monthly_cents: line.monthlyCents,
            added_at: clock.now(),
          });
          orders.push(await record(trx, owner, 'add', code, 'processed'));
        }
        return { orders };
      });
    },

    /**
     * secpac/order: provisioning answers a status and a reason; the order is a success only when
     * the status is success and the reason provisioned or processed (seed 002 §4).
     */
    async securitySuite(owner: ServicesOwner): Promise<SecuritySuiteOrder> {
      mustChange(owner);
      return db.transaction().execute(async (trx) => {
        await repo.lockAccount(trx, owner.accountNumber);
        const plan = await repo.plan(trx, owner.accountNumber);
        if (plan.some((p) => p.code === SECURITY_SUITE_CODE)) {
          return answer('success', 'already-active', null);
        }
        const suite = await repo.offer(trx, SECURITY_SUITE_CODE);
        if (!suite || !plan.some((p) => p.section === 'internet' && p.kind === 'tier')) {
          return answer('failure', 'rejected', null);
        }
        await repo.addService(trx, {
          account_number: owner.accountNumber,
          code: suite.code,
          monthly_cents: suite.monthly_cents,
          added_at: clock.now(),
        });
        const order = await record(trx, owner, 'security-suite', suite.code, 'provisioned');
        return answer('success', 'provisioned', order);
      });
    },

    async smartHome(): Promise<SmartHomeInfo> {
      const rows = await repo.content(db, ['slide', 'nest', 'animation', 'section']);
      const text = (r: repo.ContentRow) => ({
        id: r.id,
        title: { en: r.title_en, es: r.title_es },
        body: { en: r.body_en, es: r.body_es },
      });
      const setting = (id: string) => rows.find((r) => r.kind === 'animation' && r.id === id)?.value ?? 0;
      return {
        slides: rows.filter((r) => r.kind === 'slide').map(text),
        nest: rows
          .filter((r) => r.kind === 'nest')
          .map((r) => ({ id: r.id, enabled: r.value === 1, title: { en: r.title_en, es: r.title_es } })),
        animation: { autoAdvanceMs: setting('auto-advance'), transitionMs: setting('transition') },
        sections: rows.filter((r) => r.kind === 'section').map(text),
      };
    },

    async showtime(owner: ServicesOwner): Promise<ShowtimeOffer> {
      const [rows, plan, addon] = await Promise.all([
        repo.content(db, ['offer']),
        repo.plan(db, owner.accountNumber),
        repo.offer(db, SHOWTIME_CODE),
      ]);
      const text = rows.find((r) => r.id === 'showtime');
      return {
        title: { en: text?.title_en ?? '', es: text?.title_es ?? '' },
        body: { en: text?.body_en ?? '', es: text?.body_es ?? '' },
        offer:
          addon && addon.offered === 1 && addon.business === (owner.business ? 1 : 0)
            ? offerOf(addon, plan)
            : null,
        active: plan.some((p) => p.code === SHOWTIME_CODE),
        canChange: owner.canChange,
      };
    },
  };
}

export type ShopServicesService = ReturnType<typeof shopServicesService>;

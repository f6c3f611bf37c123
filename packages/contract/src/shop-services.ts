import { z } from 'zod';
import {
  OFFER_KINDS,
  PLAN_SECTIONS,
  SECURITY_SUITE_REASON_CODES,
  SECURITY_SUITE_STATUSES,
  SERVICE_ORDER_KINDS,
  SERVICE_ORDER_STATUSES,
} from '@coax/domain';
import { bilingualText } from './billing-documents.ts';
import { defineRoute } from './route.ts';

// Pricing and My services (seed 002 §7 get_pricing, getFTA, upgradeinfoV2, submitUpgrade,
// addremoverc, orderStatus, secpac/order; seed 000 §2 /upgrades#/ and /smarthome-info; seed 002
// §2 /showtimeoffer). Always the session's own account.

/** get_pricing for the account's footprint; `available: false` is the seed's fallback. */
export const servicePricing = z
  .discriminatedUnion('available', [
    z.object({
      available: z.literal(true),
      regulated: z.boolean(),
      restoreServicePrice: z.number().int(),
      installationServicePrice: z.number().int(),
      additionalOutletPrice: z.number().int(),
    }),
    z.object({ available: z.literal(false) }),
  ])
  .meta({ id: 'ServicePricing' });
export type ServicePricing = z.infer<typeof servicePricing>;

/** One monthly line of the account's plan, named in both languages. */
export const serviceLine = z
  .object({
    section: z.enum(PLAN_SECTIONS),
    code: z.string(),
    kind: z.enum(OFFER_KINDS),
    name: bilingualText,
    monthlyCents: z.number().int(),
  })
  .meta({ id: 'ServiceLine' });
export type ServiceLine = z.infer<typeof serviceLine>;

/**
 * A service the account has, at the price it is billed at: while a promotion runs, the promotional
 * price, with the regular price and the promotion's last day.
 */
export const planService = serviceLine
  .extend({
    promotion: z
      .object({ regularCents: z.number().int(), endsOn: z.string().describe('YYYY-MM-DD, its last day') })
      .nullable(),
  })
  .meta({ id: 'PlanService' });
export type PlanService = z.infer<typeof planService>;

/** upgradeinfoV2: a tier or add-on the account may take, and what it would do. */
export const serviceOffer = serviceLine
  .extend({
    blurb: bilingualText,
    /** up or down from the section's tier, a section the account lacks, or an add-on */
    change: z.enum(['upgrade', 'downgrade', 'add', 'addon']),
  })
  .meta({ id: 'ServiceOffer' });
export type ServiceOffer = z.infer<typeof serviceOffer>;

/** orderStatus: one change made from My services. */
export const serviceOrder = z
  .object({
    id: z.string(),
    kind: z.enum(SERVICE_ORDER_KINDS),
    status: z.enum(SERVICE_ORDER_STATUSES),
    name: bilingualText,
    createdAt: z.number().int(),
  })
  .meta({ id: 'ServiceOrder' });
export type ServiceOrder = z.infer<typeof serviceOrder>;

/** The next bill's lines as the plan stands now: monthly lines, then one-time charges. */
export const nextBill = z
  .object({
    lines: z.array(
      z.object({
        code: z.string(),
        name: bilingualText,
        amountCents: z.number().int(),
        oneTime: z.boolean(),
      }),
    ),
    totalCents: z.number().int(),
  })
  .meta({ id: 'NextBillLines' });

export const myServices = z
  .object({
    /** only the primary user (or an agent acting for the account) changes services */
    canChange: z.boolean(),
    services: z.array(planService),
    offers: z.array(serviceOffer),
    nextBill,
    pricing: servicePricing,
    securitySuite: z.object({ active: z.boolean(), monthlyCents: z.number().int() }),
    orders: z.array(serviceOrder),
  })
  .meta({ id: 'MyServices' });
export type MyServices = z.infer<typeof myServices>;

const rateCode = z
  .string({ error: 'Choose a service from the list.' })
  .regex(/^[A-Z0-9-]{2,20}$/, 'Choose a service from the list.');

/** secpac/order's answer: the provisioning status and reason, and whether it counts as done. */
export const securitySuiteOrder = z
  .object({
    status: z.enum(SECURITY_SUITE_STATUSES),
    reasonCode: z.enum(SECURITY_SUITE_REASON_CODES),
    success: z.boolean(),
    order: serviceOrder.nullable(),
  })
  .meta({ id: 'SecuritySuiteOrder' });
export type SecuritySuiteOrder = z.infer<typeof securitySuiteOrder>;

/** /smarthome-info: the carousel, the Nest flags, the animation config and the cms sections. */
export const smartHomeInfo = z
  .object({
    slides: z.array(z.object({ id: z.string(), title: bilingualText, body: bilingualText })),
    nest: z.array(z.object({ id: z.string(), enabled: z.boolean(), title: bilingualText })),
    animation: z.object({
      autoAdvanceMs: z.number().int().nonnegative(),
      transitionMs: z.number().int().nonnegative(),
    }),
    sections: z.array(z.object({ id: z.string(), title: bilingualText, body: bilingualText })),
  })
  .meta({ id: 'SmartHomeInfo' });
export type SmartHomeInfo = z.infer<typeof smartHomeInfo>;

/** /showtimeoffer: the offer's text and the add-on it adds. */
export const showtimeOffer = z
  .object({
    title: bilingualText,
    body: bilingualText,
    offer: serviceOffer.nullable(),
    /** the add-on is on the account already */
    active: z.boolean(),
    canChange: z.boolean(),
  })
  .meta({ id: 'ShowtimeOffer' });
export type ShowtimeOffer = z.infer<typeof showtimeOffer>;

export const shopServicesRoutes = {
  shopMyServices: defineRoute({
    method: 'GET',
    path: '/api/shop/services',
    summary:
      "The account's services, the upgrades it may take, the next bill's lines, pricing and orders (upgradeinfoV2, orderStatus, get_pricing)",
    area: 'shop',
    access: 'user',
    response: myServices,
  }),
  shopPricing: defineRoute({
    method: 'GET',
    path: '/api/shop/pricing',
    summary:
      "Restore, installation and additional outlet prices for the account's area (get_pricing, getFTA)",
    area: 'shop',
    access: 'user',
    response: servicePricing,
  }),
  shopSubmitUpgrade: defineRoute({
    method: 'POST',
    path: '/api/shop/services/upgrade',
    summary: "Changes a section's tier, or adds the section, once per Idempotency-Key (submitUpgrade)",
    area: 'shop',
    access: 'user',
    idempotent: true,
    body: z.strictObject({ rateCode }),
    response: serviceOrder,
  }),
  shopRateCodes: defineRoute({
    method: 'POST',
    path: '/api/shop/services/rate-codes',
    summary: 'Adds or removes add-on rate codes, once per Idempotency-Key (addremoverc)',
    area: 'shop',
    access: 'user',
    idempotent: true,
    body: z
      .strictObject({
        addRateCodes: z.array(rateCode).max(10, 'Choose at most 10 services at once.').default([]),
        removeRateCodes: z.array(rateCode).max(10, 'Choose at most 10 services at once.').default([]),
      })
      .refine(
        (b) => b.addRateCodes.length + b.removeRateCodes.length > 0,
        'Choose a service to add or remove.',
      ),
    response: z.object({ orders: z.array(serviceOrder) }).meta({ id: 'ServiceOrders' }),
  }),
  shopSecuritySuiteOrder: defineRoute({
    method: 'POST',
    path: '/api/shop/security-suite',
    summary: 'Orders the security suite, once per Idempotency-Key (secpac/order)',
    area: 'shop',
    access: 'user',
    idempotent: true,
    body: z.strictObject({}),
    response: securitySuiteOrder,
  }),
  shopSmartHome: defineRoute({
    method: 'GET',
    path: '/api/shop/smarthome',
    summary: 'The smart home carousel, Nest flags, animation config and cms sections (/smarthome-info)',
    area: 'shop',
    access: 'public',
    response: smartHomeInfo,
  }),
  shopShowtimeOffer: defineRoute({
    method: 'GET',
    path: '/api/shop/offers/showtime',
    summary: 'The Showtime offer and whether the account has it (/showtimeoffer)',
    area: 'shop',
    access: 'user',
    response: showtimeOffer,
  }),
};

import type { PlanService, ServiceLine, ServiceOffer, ServiceOrder } from '@coax/contract';
import { billedMonthlyCents, promotionOn, type PlanLine, type PromotionPrice } from '@coax/domain';
import type { OfferRow, OrderRow, PlanRow } from './repository.ts';

/** One-time charges' names on the next bill. */
export const CHARGE_NAMES = {
  INSTALL: { en: 'Installation', es: 'Instalación' },
  OUTLET: { en: 'Additional outlet', es: 'Toma adicional' },
} as const;

export const nameOf = (o: Pick<OfferRow, 'name_en' | 'name_es'>) => ({ en: o.name_en, es: o.name_es });

export const planLineOf = (row: PlanRow): PlanLine => ({
  section: row.section,
  code: row.code,
  kind: row.kind,
  monthlyCents: row.plan_cents,
});

export const offerLineOf = (row: OfferRow): PlanLine => ({
  section: row.section,
  code: row.code,
  kind: row.kind,
  monthlyCents: row.monthly_cents,
});

export const serviceLineOf = (row: PlanRow): ServiceLine => ({
  ...planLineOf(row),
  name: nameOf(row),
});

/**
 * A service of the plan at the price it is billed at on `today`: the promotional price while a
 * promotion for it runs (the price every statement of the promotion nets to), else its rate.
 */
export function planServiceOf(
  row: PlanRow,
  promotions: readonly PromotionPrice[],
  today: string,
): PlanService {
  const promotion = promotionOn(row.code, promotions, today);
  return {
    ...serviceLineOf(row),
    monthlyCents: billedMonthlyCents(row.code, row.plan_cents, promotions, today),
    promotion: promotion ? { regularCents: promotion.regularPriceCents, endsOn: promotion.endsOn } : null,
  };
}

/** What an offer would do to a plan: up or down from the section's tier, a new section, an add-on. */
export function offerOf(row: OfferRow, plan: readonly PlanRow[]): ServiceOffer {
  const tier = plan.find((p) => p.section === row.section && p.kind === 'tier');
  const change: ServiceOffer['change'] =
    row.kind === 'addon' ? 'addon' : !tier ? 'add' : row.rank > tier.rank ? 'upgrade' : 'downgrade';
  return {
    ...offerLineOf(row),
    name: nameOf(row),
    blurb: { en: row.blurb_en, es: row.blurb_es },
    change,
  };
}

export const orderOf = (row: OrderRow): ServiceOrder => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  name: { en: row.name_en ?? row.code, es: row.name_es ?? row.code },
  createdAt: row.created_at,
});

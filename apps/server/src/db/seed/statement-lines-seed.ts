import {
  promotionLineCents,
  promotionOn,
  type ExplainableLine,
  type PromotionPrice,
  type StatementLine,
} from '@coax/domain';
import { lineName, promotionCode } from './statement-line-names.ts';

/**
 * A demo statement line with what the bill explainer compares (its rate code and kind) and its
 * name in Spanish; both names come from the rate-code catalogue.
 */
export type SeedLine = StatementLine &
  Omit<ExplainableLine, 'description' | 'amountCents'> & { descriptionEs: string };

type Section = StatementLine['section'];

export function seedLine(
  section: Section,
  code: string,
  kind: SeedLine['kind'],
  amountCents: number,
  detail?: string,
): SeedLine {
  const name = lineName(code, detail);
  return {
    section,
    code,
    kind,
    description: name.en,
    descriptionEs: name.es,
    amountCents,
    promoEndsOn: null,
    appliesTo: null,
  };
}

/** jsmith's account: the demo bill that rose because a promotion ended and a box was added. */
const EXPLAINED_ACCOUNT = '781245006201';

/**
 * The lines that tell jsmith's bill story (issue 20 item 1). Statement k is 0 for the latest. Until last month Internet 300 was $20.00
 * off; the promotion ended a few days into the latest period. Last month an HD box was ordered
 * (a one-time delivery and activation charge); this month its rental appears, with a credit for
 * an internet outage. Other accounts have no story: an empty list.
 */
export function storyLines(
  accountNumber: string,
  k: number,
  days: { promoEnds: string; outage: string },
): SeedLine[] {
  if (accountNumber !== EXPLAINED_ACCOUNT) return [];
  if (k === 0) {
    return [
      seedLine('equipment', 'BOX-HD', 'recurring', 999),
      seedLine('credits', 'CREDIT-OUTAGE', 'credit', -350, days.outage),
    ];
  }
  const promo: SeedLine = {
    ...seedLine('credits', promotionCode('INT300'), 'promotion', -2000),
    promoEndsOn: days.promoEnds,
    appliesTo: 'INT300',
  };
  if (k === 1) {
    return [promo, seedLine('oneTime', 'ORDER-BOX-HD', 'one-time', 1999)];
  }
  return [promo];
}

/**
 * A statement's promotion lines: for each service on it that a promotion lowers on the statement's
 * date, the line that brings the service's rate down to the promotional price.
 */
export function promotionLines(
  lines: readonly SeedLine[],
  promotions: readonly PromotionPrice[],
  statementDate: string,
): SeedLine[] {
  return lines.flatMap((l) => {
    const p = l.kind === 'recurring' ? promotionOn(l.code, promotions, statementDate) : null;
    if (!p) return [];
    return [
      {
        ...seedLine('credits', promotionCode(l.code), 'promotion', promotionLineCents(p)),
        promoEndsOn: p.endsOn,
        appliesTo: l.code,
      },
    ];
  });
}

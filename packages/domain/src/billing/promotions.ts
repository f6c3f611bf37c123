/**
 * Promotions ending (issue 20 item 2): a discounted service's promotional price lasts until its
 * last day; from 30 days before then the subscriber is told, once by e-mail and by an account
 * alert, what the price will be. Days are YYYY-MM-DD.
 */
import { daysFrom } from './payment-date.ts';

/** Issue 20: "30 days before, an account alert and an e-mail". */
export const PROMOTION_NOTICE_DAYS = 30;

/** Where a promotion stands on a day. */
export const PROMOTION_STATES = ['active', 'endingSoon', 'ended'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

/** A promotion ends after its last day; from 30 days before that day it is ending soon. */
export function promotionState(endsOn: string, today: string): PromotionState {
  if (today > endsOn) return 'ended';
  return daysFrom(today, endsOn) <= PROMOTION_NOTICE_DAYS ? 'endingSoon' : 'active';
}

/** What the month's price rises by when the promotion ends, in cents (never below zero). */
export function promotionIncreaseCents(p: { promoPriceCents: number; regularPriceCents: number }): number {
  return Math.max(0, p.regularPriceCents - p.promoPriceCents);
}

/** What pricing reads of a promotion: the service it lowers, both prices and its last day. */
export interface PromotionPrice {
  /** the rate code of the service the promotion lowers */
  serviceCode: string;
  promoPriceCents: number;
  regularPriceCents: number;
  /** its last day at the promotional price (YYYY-MM-DD) */
  endsOn: string;
}

/** The promotion lowering `serviceCode` on `day`, if one runs then (through its last day). */
export function promotionOn<P extends PromotionPrice>(
  serviceCode: string,
  promotions: readonly P[],
  day: string,
): P | null {
  return (
    promotions.find((p) => p.serviceCode === serviceCode && promotionState(p.endsOn, day) !== 'ended') ?? null
  );
}

/**
 * The price a service is billed at on `day`: the promotional price while a promotion for it runs,
 * else its rate. My services shows it and every statement of the promotion nets to it.
 */
export function billedMonthlyCents(
  serviceCode: string,
  rateCents: number,
  promotions: readonly PromotionPrice[],
  day: string,
): number {
  return promotionOn(serviceCode, promotions, day)?.promoPriceCents ?? rateCents;
}

/**
 * The statement's promotion line: what brings the service's line at its regular price down to the
 * promotional price (negative cents; zero when the promotion lowers nothing).
 */
export function promotionLineCents(p: Pick<PromotionPrice, 'promoPriceCents' | 'regularPriceCents'>): number {
  return Math.min(0, p.promoPriceCents - p.regularPriceCents);
}

import { z } from 'zod';
import {
  AmountMessages,
  AUTOPAY_AMOUNT_TYPES,
  AUTOPAY_DATE_TYPES,
  AUTOPAY_DAY_OF_MONTH_MAX,
  AUTOPAY_DAY_OF_MONTH_MIN,
  AUTOPAY_DAYS_BEFORE_MAX,
  AUTOPAY_DAYS_BEFORE_MIN,
  AutopayMessages,
  PAYMENT_MAX_CENTS,
  PAYMENT_MIN_CENTS,
} from '@coax/domain';

/**
 * Request fields that bill pay's money-moving bodies share: the payment amount, and the autopay
 * schedule that both setting up autopay and carrying it to a new account (a transfer) send.
 */

/** seed 002 §5, §9: at least $1 and below $10,000, in cents */
export const paymentAmountCents = z
  .number()
  .int(AmountMessages.format)
  .min(PAYMENT_MIN_CENTS, AmountMessages.min)
  .max(PAYMENT_MAX_CENTS, AmountMessages.max)
  .describe('cents');

/** When an autopay runs and how much it takes (seed 002 §5 Automatic payment options). */
export const autopayScheduleFields = {
  dateType: z.enum(AUTOPAY_DATE_TYPES),
  /** 1-5, with dateType days_before */
  daysInAdvance: z
    .number()
    .int()
    .min(AUTOPAY_DAYS_BEFORE_MIN, AutopayMessages.daysBefore)
    .max(AUTOPAY_DAYS_BEFORE_MAX, AutopayMessages.daysBefore)
    .nullable()
    .optional(),
  /** 1-31, with dateType day_of_month */
  dayOfMonth: z
    .number()
    .int()
    .min(AUTOPAY_DAY_OF_MONTH_MIN, AutopayMessages.dayOfMonth)
    .max(AUTOPAY_DAY_OF_MONTH_MAX, AutopayMessages.dayOfMonth)
    .nullable()
    .optional(),
  /** the full amount due, the amount due up to capAmount (a max amount), or fixAmount */
  amountType: z.enum(AUTOPAY_AMOUNT_TYPES),
  capAmount: paymentAmountCents.nullable().optional(),
  fixAmount: paymentAmountCents.nullable().optional(),
};

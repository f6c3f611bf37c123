import { z } from 'zod';
import {
  CALENDAR_EVENT_KINDS,
  CALENDAR_WARNING_CODES,
  CARD_TYPES,
  isIsoDay,
  PaymentDateMessages,
  PROMOTION_STATES,
} from '@coax/domain';
import { bilingualText } from './billing-documents.ts';
import { defineRoute } from './route.ts';

/**
 * Promotions ending and one money calendar (issue 20 items 2 and 3): each discounted service with
 * its last promotional day and the price after; a month of scheduled payments, autopay runs, due
 * dates and promotion ends, with the warnings; the same as an .ics file.
 */

const day = z.string().refine(isIsoDay, PaymentDateMessages.format).describe('YYYY-MM-DD');
const cents = z.number().int().describe('cents');

export const promotion = z
  .object({
    id: z.string(),
    /** the discounted service's rate code */
    serviceCode: z.string(),
    name: bilingualText,
    promoPrice: cents,
    regularPrice: cents,
    /** the last day at the promotional price */
    endsOn: day,
    state: z.enum(PROMOTION_STATES),
  })
  .meta({ id: 'Promotion' });
export type Promotion = z.infer<typeof promotion>;

export const promotionList = z
  .object({ promotions: z.array(promotion).describe('by last day, soonest first') })
  .meta({ id: 'PromotionList' });
export type PromotionList = z.infer<typeof promotionList>;

/** The method a payment or notice names: "Visa ending 4242"; a bank account has no card type. */
export const calendarMethod = z
  .object({
    cardType: z.enum(CARD_TYPES).nullable(),
    last4: z.string(),
    /** MMYY; null for a bank account */
    expDate: z.string().nullable(),
  })
  .meta({ id: 'CalendarMethod' });
export type CalendarMethod = z.infer<typeof calendarMethod>;

export const calendarEvent = z
  .object({
    uid: z.string(),
    kind: z.enum(CALENDAR_EVENT_KINDS),
    day,
    /** what moves; null when not known yet (autopay of a bill not yet issued, a later due date) */
    amount: cents.nullable(),
    /** the payment or promotion the event is about */
    ref: z.string().nullable(),
    method: calendarMethod.nullable(),
  })
  .meta({ id: 'CalendarEvent' });
export type CalendarEvent = z.infer<typeof calendarEvent>;

export const calendarWarning = z
  .object({
    code: z.enum(CALENDAR_WARNING_CODES),
    day,
    paymentId: z.string().nullable(),
    dueDate: day.nullable(),
    method: calendarMethod.nullable(),
  })
  .meta({ id: 'CalendarWarning' });
export type CalendarWarning = z.infer<typeof calendarWarning>;

/** YYYY-MM between 2000 and 2099: a month the calendar can show. */
export const calendarMonth = z
  .string()
  .regex(/^20\d{2}-(0[1-9]|1[0-2])$/, 'Please give a month as YYYY-MM.')
  .describe('YYYY-MM');

export const billCalendar = z
  .object({
    month: calendarMonth,
    /** the server's system day */
    today: day,
    /** in day order */
    events: z.array(calendarEvent),
    /** the next three months' warnings, whatever month is shown; earliest first */
    warnings: z.array(calendarWarning),
    /** the promotions the events name */
    promotions: z.array(promotion),
  })
  .meta({ id: 'BillCalendar' });
export type BillCalendar = z.infer<typeof billCalendar>;

export const billingCalendarRoutes = {
  promotions: defineRoute({
    method: 'GET',
    path: '/api/billing/promotions',
    summary: "The account's promotions: when each ends and the price after",
    area: 'billing',
    access: 'billpay',
    response: promotionList,
  }),
  calendar: defineRoute({
    method: 'GET',
    path: '/api/billing/calendar',
    summary: 'One month of payments, autopay runs, due dates and promotion ends, with the warnings',
    area: 'billing',
    access: 'billpay',
    query: z.object({ month: calendarMonth.optional().describe('default: this month') }),
    response: billCalendar,
  }),
  calendarIcs: defineRoute({
    method: 'GET',
    path: '/api/billing/calendar/ics',
    summary: 'The next three months of the money calendar as an iCalendar (.ics) download',
    area: 'billing',
    access: 'billpay',
    query: z.object({
      lang: z.enum(['en', 'es']).optional().describe("the reader's language; default the subscriber's"),
    }),
    response: z.custom<Uint8Array>((v) => v instanceof Uint8Array, 'Expected the file bytes.'),
    binary: { contentType: 'text/calendar; charset=utf-8' },
  }),
};

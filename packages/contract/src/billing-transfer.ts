import { z } from 'zod';
import {
  AmountMessages,
  ANCILLARY_CODES,
  AutopayMessages,
  BILLING_ACCOUNT_TYPES,
  CARD_TYPES,
  METHOD_TYPES,
  NICKNAME_MAX_LENGTH,
  PAPERLESS_EMAIL_MAX_LENGTH,
  PaperlessMessages,
  PAY_TYPES,
  TOGGLE_ACCOUNT_TYPES,
  TransferMessages,
} from '@coax/domain';
import { billingAccountList } from './billing-documents.ts';
import { autopayScheduleFields } from './billing-autopay-fields.ts';
import { defineRoute } from './route.ts';

/**
 * Moving house (seed 002 §3 Ebill info, Move-transfer response; §7 moveTransferPaymentSettings,
 * toggleAccount): what a subscriber who moved may carry from the old account to the new one,
 * the transfer itself (also opt-out and maybe-later), and the account toggle of the pay-bill
 * header. Old and new account are always the signed-in subscriber's own: no body names them.
 */

const day = z.string().describe('YYYY-MM-DD');
const bit = z.union([z.literal(0), z.literal(1)]);
/** A saved method's name (payMethodName); nicknames are at most 13 characters (seed 002 §9). */
const methodName = z
  .string()
  .trim()
  .min(1, TransferMessages.unknownMethod)
  .max(NICKNAME_MAX_LENGTH, TransferMessages.unknownMethod);

/** A method of the old or the new account, as much as the wizard shows: never more than the last 4. */
export const transferMethod = z
  .object({
    payMethodName: z.string(),
    payType: z.enum(PAY_TYPES),
    methodType: z.enum(METHOD_TYPES),
    cardType: z.enum(CARD_TYPES).nullable(),
    /** masked: asterisks and the last 4 */
    paymentAccountNumber: z.string(),
    expDate: z.string().nullable().describe('MMYY'),
    expired: z.boolean(),
    isDefault: z.boolean(),
    isAutoPayment: z.boolean(),
  })
  .meta({ id: 'TransferMethod' });
export type TransferMethod = z.infer<typeof transferMethod>;

/** Seed 002 §3 Ebill info, one entry of ebillInformationOutputs: the old account (isFrom) or the new one. */
export const ebillInformationOutput = z
  .object({
    isFrom: z.boolean(),
    /** formatted for display */
    accountNum: z.string(),
    accountType: z.enum(BILLING_ACCOUNT_TYPES),
    paymentMethods: z.array(transferMethod),
    isPaperBill: z.boolean(),
    mailNotifyInd: z.boolean(),
    email: z.string().nullable(),
    /** the account has paperless or e-mail preferences on file */
    hasPreferences: z.boolean(),
    hasAutoPay: z.boolean(),
    /** the autopay method's name */
    autoPayMethodName: z.string().nullable(),
    /** autopay pays the amount due (with or without a max amount) */
    isDuedate: z.boolean(),
    /** the next automatic payment's day */
    scheduledAutoDate: day.nullable(),
    payDaysInAdvance: z.number().int().nullable(),
    payDayOfMonth: z.number().int().nullable(),
    capAmount: z.number().int().nullable().describe('cents'),
    fixAmount: z.number().int().nullable().describe('cents'),
  })
  .meta({ id: 'EbillInformationOutput' });
export type EbillInformationOutput = z.infer<typeof ebillInformationOutput>;

/** A move waiting for the subscriber's choice, with what each account has. */
export const pendingMove = z
  .object({
    /** the old account's disconnect date */
    discoDate: day,
    /** days left in the 90 after discoDate (seed 002 §9) */
    daysLeft: z.number().int(),
    /** 1 once the subscriber has transferred or declined */
    mtAknowInd: bit,
    /** the seed's opt-out indicators: 1 while autopay (ap) and methods (pm) are still offered, 0 once declined */
    apOptOut: bit,
    pmOptOut: bit,
    /** the e-mail the transfer proposes: the old account's */
    email: z.string().nullable(),
    /** maybe-later was chosen where 30 days or fewer remained: not offered again today */
    remindLater: z.boolean(),
    ebillInformationOutputs: z
      .array(ebillInformationOutput)
      .describe('the old account (isFrom) first, then the new one'),
  })
  .meta({ id: 'PendingMove' });
export type PendingMove = z.infer<typeof pendingMove>;

export const transferInfo = z
  .object({ move: pendingMove.nullable().describe('null when nothing waits to be transferred') })
  .meta({ id: 'TransferInfo' });
export type TransferInfo = z.infer<typeof transferInfo>;

const autopayTransfer = z
  .object({
    /** the autopay's method: one of the old account's, by name */
    payMethodName: methodName,
    ...autopayScheduleFields,
  })
  .strict();

// No schema id on the request body: the attack suites read its fields from its JSON Schema.
/**
 * moveTransferPaymentSettings (seed 002 §7), one body for its three uses. transfer: the chosen
 * method names, the autopay settings, the preferences and the e-mail, with the authorisation;
 * optOut: the two opt-out indicators (0 declines); mayBeLater: nothing else.
 */
export const transferBody = z
  .object({
    action: z.enum(['transfer', 'optOut', 'mayBeLater']),
    payMethodNames: z.array(methodName).max(20, 'Too many payment methods.').optional(),
    autopay: autopayTransfer.nullable().optional(),
    transferPreferences: z.boolean().optional(),
    email: z
      .string()
      .trim()
      .max(PAPERLESS_EMAIL_MAX_LENGTH, PaperlessMessages.invalidEmail)
      .nullable()
      .optional(),
    authorised: z.boolean().optional(),
    apOptOut: bit.optional(),
    pmOptOut: bit.optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (b.action === 'transfer') {
      if (b.authorised !== true) issue('authorised', TransferMessages.authorise);
      if (new Set(b.payMethodNames ?? []).size !== (b.payMethodNames ?? []).length) {
        issue('payMethodNames', 'Each payment method may be named once.');
      }
      if (b.apOptOut !== undefined || b.pmOptOut !== undefined) {
        issue('action', 'The opt-out indicators go with an opt-out only.');
      }
      const a = b.autopay;
      if (a?.dateType === 'days_before' && (a.daysInAdvance ?? null) === null) {
        issue('autopay', AutopayMessages.daysBefore);
      }
      if (a?.dateType === 'day_of_month' && (a.dayOfMonth ?? null) === null) {
        issue('autopay', AutopayMessages.dayOfMonth);
      }
      if (a?.amountType === 'cap' && (a.capAmount ?? null) === null) {
        issue('autopay', AmountMessages.required);
      }
      if (a?.amountType === 'fixed' && (a.fixAmount ?? null) === null) {
        issue('autopay', AmountMessages.required);
      }
      return;
    }
    const transferOnly = [b.payMethodNames, b.autopay, b.transferPreferences, b.email, b.authorised].some(
      (v) => v !== undefined,
    );
    if (transferOnly) issue('action', 'Payment settings go with a transfer only.');
    if (b.action === 'optOut') {
      if (b.apOptOut === undefined || b.pmOptOut === undefined) {
        issue('apOptOut', TransferMessages.noOptOutSelected);
      }
    } else if (b.apOptOut !== undefined || b.pmOptOut !== undefined) {
      issue('action', 'The opt-out indicators go with an opt-out only.');
    }
  });
export type TransferBody = z.input<typeof transferBody>;

/** Seed 002 §3 Move-transfer response. */
export const moveTransferResponse = z
  .object({
    action: z.enum(['transfer', 'optOut', 'mayBeLater']),
    /** the day this month's automatic payment runs on the new account, when one was scheduled */
    currMonAutoPayDate: day.nullable(),
    responseInfo: z.object({
      /** seed 002 §4: 00000 success, 000017 failure, anything else partial */
      statusCode: z.string(),
      ancillaryStatusCode: z.enum(ANCILLARY_CODES).nullable(),
      message: z.object({ mainmsg: z.string(), additionalInfo: z.string().nullable() }),
    }),
    ancillaryMessage: z.object({
      /** the names of the methods now on the new account, comma-joined, as the request sends them */
      payMethod: z.string().nullable(),
    }),
  })
  .meta({ id: 'MoveTransferResponse' });
export type MoveTransferResponse = z.infer<typeof moveTransferResponse>;

/** seed 002 §7 toggleAccount: "accountType 0, 1 or 2; an optional argument" (the account number). */
export const toggleAccountBody = z
  .object({
    accountType: z.enum(TOGGLE_ACCOUNT_TYPES),
    accountNumber: z
      .string()
      .max(20, TransferMessages.noSuchAccount)
      .regex(/^[\d-]+$/, TransferMessages.noSuchAccount)
      .optional()
      .describe('digits, with or without the display hyphens'),
  })
  .strict();
export type ToggleAccountBody = z.infer<typeof toggleAccountBody>;

export const billingTransferRoutes = {
  transferInfo: defineRoute({
    method: 'GET',
    path: '/api/billing/transfer',
    summary: 'What a subscriber who moved may carry to the new account (ebillinfo for a move)',
    area: 'billing',
    access: 'billpay',
    recentAuth: true,
    response: transferInfo,
  }),
  transfer: defineRoute({
    method: 'POST',
    path: '/api/billing/transfer',
    summary:
      'Carry payment methods, autopay and preferences to the new account, opt out, or maybe later (moveTransferPaymentSettings)',
    area: 'billing',
    access: 'billpay',
    recentAuth: true,
    idempotent: true,
    body: transferBody,
    response: moveTransferResponse,
  }),
  toggleAccount: defineRoute({
    method: 'POST',
    path: '/api/billing/accounts/toggle',
    summary: "Switch the account the session's bill pay works on (toggleAccount)",
    area: 'billing',
    access: 'billpay',
    recentAuth: true,
    body: toggleAccountBody,
    response: billingAccountList,
  }),
};

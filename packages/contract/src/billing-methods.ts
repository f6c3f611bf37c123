import { z } from 'zod';
import {
  ADDRESS_LINE_MAX_LENGTH,
  BANK_ACCOUNT_MAX_DIGITS,
  CARD_NUMBER_MAX_DIGITS,
  CARD_TYPES,
  CITY_MAX_LENGTH,
  METHOD_TYPES,
  NAME_ON_ACCOUNT_MAX_LENGTH,
  NICKNAME_MAX_LENGTH,
  PAY_TYPES,
  PAYMENT_KINDS,
  ROUTING_NUMBER_LENGTH,
} from '@coax/domain';
import { defineRoute } from './route.ts';

/** A billing address on a saved method (seed 002 §3 Payment method). */
export const billingAddress = z
  .object({
    addrLine1: z.string(),
    addrLine2: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
  })
  .meta({ id: 'BillingAddress' });
export type BillingAddress = z.infer<typeof billingAddress>;

/**
 * A saved payment method (seed 002 §3). The full card or account number is never part of it:
 * `paymentAccountNumber` is masked down to the last 4.
 */
export const paymentMethod = z
  .object({
    id: z.string(),
    /** the nickname */
    payMethodName: z.string(),
    /** CC a card, BA a checking account */
    payType: z.enum(PAY_TYPES),
    /** C credit, D debit (a checking account is D) */
    methodType: z.enum(METHOD_TYPES),
    cardType: z.enum(CARD_TYPES).nullable(),
    last4: z.string(),
    /** MMYY; null for a checking account */
    expDate: z.string().nullable(),
    nameOnAccount: z.string(),
    /** null when the method has no billing address of its own (the service address applies) */
    billingAddress: billingAddress.nullable(),
    isDefault: z.boolean(),
    /** autopay charges this method */
    isAutoPayment: z.boolean(),
    /** the routing number (bank accounts only) */
    routNum: z.string().nullable(),
    /** e.g. ************4242 */
    paymentAccountNumber: z.string(),
    /** the card's expiry month has passed (creditCardExpired) */
    expired: z.boolean(),
    /** the card expires at the end of this month (creditCardExpiring) */
    expiring: z.boolean(),
  })
  .meta({ id: 'PaymentMethod' });
export type PaymentMethod = z.infer<typeof paymentMethod>;

export const paymentMethodList = z
  .object({ methods: z.array(paymentMethod) })
  .meta({ id: 'PaymentMethodList' });
export type PaymentMethodList = z.infer<typeof paymentMethodList>;

/**
 * Request shapes only: lengths that keep a call cheap. The seed's rules (Luhn, 9-digit routing,
 * the messages) run in the server through the same domain functions the forms use, so a refusal
 * names the field in the seed's words. Bodies are plain objects without a schema id, so the
 * OpenAPI document (and the contract-driven attack suites) see their fields inline.
 */
const text = (max: number) => z.string().max(max, `At most ${max} characters.`);
/** Generous: people type spaces and dashes between the digit groups. */
const NUMBER_INPUT_MAX = 32;

export const billingAddressInput = z.object({
  addrLine1: text(ADDRESS_LINE_MAX_LENGTH * 2),
  addrLine2: text(ADDRESS_LINE_MAX_LENGTH * 2).default(''),
  city: text(CITY_MAX_LENGTH * 2),
  state: text(3),
  zip: text(10),
});

const ownerFields = {
  nameOnAccount: text(NAME_ON_ACCOUNT_MAX_LENGTH * 2),
  nickname: text(NICKNAME_MAX_LENGTH * 4),
};
const expiryFields = {
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2200),
};

export const addCardBody = z.object({
  ...ownerFields,
  /** the full number: it goes to the gateway and is never stored or logged */
  cardNumber: text(NUMBER_INPUT_MAX).describe(
    `up to ${CARD_NUMBER_MAX_DIGITS} digits; spaces and dashes allowed`,
  ),
  ...expiryFields,
  /** null when the billing address is the service address */
  billingAddress: billingAddressInput.nullable().default(null),
});
export type AddCardBody = z.input<typeof addCardBody>;

export const addBankAccountBody = z.object({
  ...ownerFields,
  routingNumber: text(NUMBER_INPUT_MAX).describe(`${ROUTING_NUMBER_LENGTH} digits`),
  /**
   * the checking account's full number: it goes to the gateway and is never stored or logged.
   * Not named like an account id: it names nothing in this system.
   */
  bankAccount: text(NUMBER_INPUT_MAX).describe(`4 to ${BANK_ACCOUNT_MAX_DIGITS} digits`),
});
export type AddBankAccountBody = z.input<typeof addBankAccountBody>;

export const updatePaymentMethodBody = z.object({
  ...ownerFields,
  /** a card's new expiry; ignored for a checking account */
  expMonth: expiryFields.expMonth.nullable().default(null),
  expYear: expiryFields.expYear.nullable().default(null),
  billingAddress: billingAddressInput.nullable().default(null),
  /** true makes it the default; the default cannot be unset, only replaced */
  makeDefault: z.boolean().default(false),
});
export type UpdatePaymentMethodBody = z.input<typeof updatePaymentMethodBody>;

export const paymentMethodIdParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a payment method id.'),
});

export const paymentMethodSaved = z
  .object({
    /** 'Added payment method successfully.' or 'Completed successfully.' (seed 002 §8) */
    message: z.string(),
    method: paymentMethod,
  })
  .meta({ id: 'PaymentMethodSaved' });
export type PaymentMethodSaved = z.infer<typeof paymentMethodSaved>;

/** Seed 002 §4 Payment delete outcome. */
export const deleteOutcomeKind = z.enum([
  'none',
  'lastMethod',
  'singleScheduled',
  'multipleScheduled',
  'autopay',
  'scheduledAndAutopay',
]);

export const paymentMethodImpact = z
  .object({
    method: paymentMethod,
    outcome: z.object({
      kind: deleteOutcomeKind,
      /** 'move' them to another method or 'cancel' them; empty when nothing uses the method */
      choices: z.array(z.enum(['move', 'cancel'])),
      hasDependents: z.boolean(),
    }),
    /** the scheduled one-time payments charging this method (seed 002 §3 Scheduled one-time payment) */
    scheduledPayments: z.array(
      z.object({
        paymentID: z.string(),
        payDate: z.string(),
        payAmount: z.number().int().describe('cents'),
        kind: z.enum(PAYMENT_KINDS),
      }),
    ),
    /** autopay charges this method */
    usedByAutopay: z.boolean(),
    /** the methods the payments may move to: the account's others that have not expired */
    moveTargets: z.array(z.object({ id: z.string(), payMethodName: z.string(), isDefault: z.boolean() })),
  })
  .meta({ id: 'PaymentMethodImpact' });
export type PaymentMethodImpact = z.infer<typeof paymentMethodImpact>;

/**
 * What to do with the scheduled payments and autopay that use the method, applied in the same
 * transaction as the removal. With nothing using it, either choice just removes it.
 */
export const removePaymentMethodBody = z
  .object({
    dependents: z.enum(['move', 'cancel']),
    /** the method to move them to; required with 'move' */
    moveTo: paymentMethodIdParams.shape.id.optional(),
  })
  .refine((b) => b.dependents !== 'move' || b.moveTo !== undefined, {
    path: ['moveTo'],
    message: 'Choose the payment method to move the payments to.',
  });
export type RemovePaymentMethodBody = z.infer<typeof removePaymentMethodBody>;

export const paymentMethodRemoved = z
  .object({
    message: z.string(),
    /** scheduled payments (and autopay) switched to `moveTo` */
    moved: z.number().int(),
    /** scheduled payments cancelled (and autopay ended) */
    cancelled: z.number().int(),
    autopay: z.enum(['unchanged', 'moved', 'cancelled']),
    /** the method that became default because the removed one was */
    newDefaultId: z.string().nullable(),
  })
  .meta({ id: 'PaymentMethodRemoved' });
export type PaymentMethodRemoved = z.infer<typeof paymentMethodRemoved>;

const area = 'billing';

export const billingMethodRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/billing/payment-methods',
    summary: "The account's saved payment methods, default first (payment methods in bpGlobal)",
    area,
    access: 'billpay',
    recentAuth: true,
    response: paymentMethodList,
  }),
  addCard: defineRoute({
    method: 'POST',
    path: '/api/billing/payment-methods/card',
    summary: 'Save a credit or debit card (createpaymethod); the first method becomes the default',
    area,
    access: 'billpay',
    recentAuth: true,
    body: addCardBody,
    response: paymentMethodSaved,
    status: 201,
  }),
  addBankAccount: defineRoute({
    method: 'POST',
    path: '/api/billing/payment-methods/bank-account',
    summary: 'Save a checking account (createpaymethod); the first method becomes the default',
    area,
    access: 'billpay',
    recentAuth: true,
    body: addBankAccountBody,
    response: paymentMethodSaved,
    status: 201,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/billing/payment-methods/:id',
    summary:
      'Change the name, nickname, expiry or billing address of a method, or make it the default (updatepaymethod)',
    area,
    access: 'billpay',
    recentAuth: true,
    params: paymentMethodIdParams,
    body: updatePaymentMethodBody,
    response: paymentMethodSaved,
  }),
  deleteImpact: defineRoute({
    method: 'GET',
    path: '/api/billing/payment-methods/:id/impact',
    summary: 'What deleting a method would touch: its scheduled payments, autopay, and where they may move',
    area,
    access: 'billpay',
    recentAuth: true,
    params: paymentMethodIdParams,
    response: paymentMethodImpact,
  }),
  remove: defineRoute({
    method: 'POST',
    path: '/api/billing/payment-methods/:id/remove',
    summary: 'Delete a method, moving or cancelling what uses it in the same transaction (removepaymethod)',
    area,
    access: 'billpay',
    recentAuth: true,
    params: paymentMethodIdParams,
    body: removePaymentMethodBody,
    response: paymentMethodRemoved,
  }),
};

/** The same routes under names that cannot collide with another area's keys in `allRoutes`. */
export const paymentMethodRoutes = {
  paymentMethodsList: billingMethodRoutes.list,
  paymentMethodAddCard: billingMethodRoutes.addCard,
  paymentMethodAddBankAccount: billingMethodRoutes.addBankAccount,
  paymentMethodUpdate: billingMethodRoutes.update,
  paymentMethodDeleteImpact: billingMethodRoutes.deleteImpact,
  paymentMethodRemove: billingMethodRoutes.remove,
};

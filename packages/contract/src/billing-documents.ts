import { z } from 'zod';
import {
  BILL_CHANGE_KINDS,
  BILLING_ACCOUNT_TYPES,
  PAPERLESS_EMAIL_MAX_LENGTH,
  STATEMENT_LINE_KINDS,
  STATEMENT_SECTIONS,
} from '@coax/domain';
import { defineRoute } from './route.ts';

/**
 * Bill documents and paperless (seed 002 §3 Account, Ebill info, Communication update payload;
 * §7 ebillinfo, billfile, updateprefcom, toggleAccount): statements line by line, their PDF,
 * bill inserts, e-mail preferences and the accounts the pay-bill header offers.
 */

/** Statement and insert ids are short slugs; anything else cannot name one. */
const documentId = z
  .string()
  .min(1, 'Missing id.')
  .max(64, 'The id is too long.')
  .regex(/^[A-Za-z0-9_-]+$/, 'That is not a document id.');
const idParams = z.object({ id: documentId });
const day = z.string().describe('YYYY-MM-DD');
const cents = z.number().int().describe('cents');

/** A text in both portal languages; the page shows the one the visitor reads. */
export const bilingualText = z.object({ en: z.string(), es: z.string() }).meta({ id: 'BilingualText' });
export type BilingualText = z.infer<typeof bilingualText>;

export const statementSummary = z
  .object({ id: z.string(), statementDate: day, dueDate: day, totalDue: cents })
  .meta({ id: 'StatementSummary' });
export type StatementSummary = z.infer<typeof statementSummary>;

export const statementList = z
  .object({ statements: z.array(statementSummary).describe('newest first') })
  .meta({ id: 'StatementList' });
export type StatementList = z.infer<typeof statementList>;

export const statementSectionName = z.enum(STATEMENT_SECTIONS);

export const statementDetail = z
  .object({
    id: z.string(),
    /** formatted for display (seed 002 §5 "formatted 5-6-2") */
    accountNumber: z.string(),
    statementDate: day,
    periodStart: day,
    periodEnd: day,
    dueDate: day,
    previousBalance: cents,
    /** what was paid, as a positive amount */
    payments: cents,
    newCharges: cents,
    totalDue: cents,
    /** in the fixed bill order; each line keeps its sign (payments and credits negative) */
    sections: z.array(
      z.object({
        section: statementSectionName,
        subtotal: cents,
        lines: z.array(z.object({ description: bilingualText.describe("the line's name"), amount: cents })),
      }),
    ),
    insert: z.object({ id: z.string(), title: bilingualText }).nullable(),
  })
  .meta({ id: 'StatementDetail' });
export type StatementDetail = z.infer<typeof statementDetail>;

/**
 * The bill explainer (issue 20 item 1): what changed since the previous statement, each change
 * with the facts its reason is worded from (the page and the PDF word it in the reader's language).
 */
export const billChange = z
  .object({
    change: z.enum(BILL_CHANGE_KINDS),
    lineKind: z.enum(STATEMENT_LINE_KINDS),
    /** the rate code: INT300, BOX-HD, PROMO-INT300 */
    code: z.string(),
    /** the line as the bill prints it, in each language */
    description: bilingualText,
    /** for a promotion: the service it lowers(ed), in each language */
    service: bilingualText.nullable(),
    /** for a promotion: the day it ended or ends */
    date: day.nullable(),
    previous: cents,
    current: cents,
    /** what this change adds to the bill; negative when it lowers it */
    delta: cents,
  })
  .meta({ id: 'BillChange' });
export type BillChangeItem = z.infer<typeof billChange>;

export const statementExplanation = z
  .object({
    statementId: z.string(),
    statementDate: day,
    /** the statement compared with; null for the account's first */
    previous: z.object({ id: z.string(), statementDate: day }).nullable(),
    /** new charges now minus new charges then: the sum of the changes */
    totalChange: cents,
    changes: z.array(billChange).describe('promotions ended first, then added, removed, changed, one-time'),
  })
  .meta({ id: 'StatementExplanation' });
export type StatementExplanation = z.infer<typeof statementExplanation>;

/** Credits waiting for the next statement (an approved outage or missed-appointment credit). */
export const pendingCredits = z
  .object({
    credits: z.array(z.object({ id: z.string(), description: bilingualText, amount: cents })),
    /** what the next statement will subtract, in cents (positive) */
    total: cents,
  })
  .meta({ id: 'PendingCredits' });
export type PendingCredits = z.infer<typeof pendingCredits>;

export const billInsertSummary = z
  .object({ id: z.string(), title: bilingualText, publishedDate: day })
  .meta({ id: 'BillInsertSummary' });
export type BillInsertSummary = z.infer<typeof billInsertSummary>;

export const billInsertList = z
  .object({ inserts: z.array(billInsertSummary).describe('newest first') })
  .meta({ id: 'BillInsertList' });
export type BillInsertList = z.infer<typeof billInsertList>;

export const billInsert = billInsertSummary
  .extend({ body: bilingualText.describe('plain text; paragraphs separated by a blank line') })
  .meta({ id: 'BillInsert' });
export type BillInsert = z.infer<typeof billInsert>;

/** Seed 002 §3 Ebill info, the fields that apply to one account. */
export const ebillInfo = z
  .object({
    email: z.string().nullable(),
    /** a paper bill is mailed; false: paperless */
    paperBill: z.boolean(),
    /** an e-mail is sent when a bill is ready */
    mailNotify: z.boolean(),
    /** the account's disconnect date (discoDate), null while it is active */
    discoDate: day.nullable(),
  })
  .meta({ id: 'EbillInfo' });
export type EbillInfo = z.infer<typeof ebillInfo>;

/**
 * Seed 002 §3 Communication update payload. The originals are what the page loaded: a field left
 * as loaded keeps what is stored now, and a field changed elsewhere meanwhile refuses the update
 * (409 CONFLICT) instead of silently undoing that change.
 */
export const communicationUpdate = z
  .object({
    /** '' for none */
    email: z.string().trim().max(PAPERLESS_EMAIL_MAX_LENGTH, 'Please enter a valid email id'),
    mailNotifyInd: z.boolean(),
    paperBillInd: z.boolean(),
    origEmail: z.string().trim().max(PAPERLESS_EMAIL_MAX_LENGTH, 'Please enter a valid email id'),
    origMailNotifyInd: z.boolean(),
    origPaperBillInd: z.boolean(),
  })
  // No schema id: the attack suites read the body's fields from its JSON Schema, which an id turns into a $ref.
  .strict();
export type CommunicationUpdateInput = z.infer<typeof communicationUpdate>;

export const communicationUpdateResult = z
  .object({
    outcome: z.enum(['enrolled', 'paperBillRestored', 'preferencesUpdated', 'unchanged']),
    /** the seed's success text for the outcome (seed 002 §8) */
    message: z.string(),
    ebill: ebillInfo,
  })
  .meta({ id: 'CommunicationUpdateResult' });
export type CommunicationUpdateResult = z.infer<typeof communicationUpdateResult>;

/** Seed 002 §3 Account. */
export const billingAccount = z
  .object({
    /** formatted for display */
    accountNumber: z.string(),
    accountType: z.enum(BILLING_ACCOUNT_TYPES),
    active: z.boolean(),
    disconnectDate: day.nullable(),
    /** the account the session's bill pay works on */
    current: z.boolean(),
  })
  .meta({ id: 'BillingAccount' });
export type BillingAccount = z.infer<typeof billingAccount>;

export const billingAccountList = z
  .object({ accounts: z.array(billingAccount) })
  .meta({ id: 'BillingAccountList' });
export type BillingAccountList = z.infer<typeof billingAccountList>;

export const billingDocumentRoutes = {
  pendingCredits: defineRoute({
    method: 'GET',
    path: '/api/billing/pending-credits',
    summary: 'Credits the next statement will subtract (approved credit requests)',
    area: 'billing',
    access: 'billpay',
    response: pendingCredits,
  }),
  statementList: defineRoute({
    method: 'GET',
    path: '/api/billing/statements',
    summary: "The account's statements, newest first",
    area: 'billing',
    access: 'billpay',
    response: statementList,
  }),
  statementDetail: defineRoute({
    method: 'GET',
    path: '/api/billing/statements/:id',
    summary: 'One statement: totals and every line by section (billfile)',
    area: 'billing',
    access: 'billpay',
    params: idParams,
    response: statementDetail,
  }),
  statementExplanation: defineRoute({
    method: 'GET',
    path: '/api/billing/statements/:id/explanation',
    summary: 'What changed since the previous statement, and why (the bill explainer)',
    area: 'billing',
    access: 'billpay',
    params: idParams,
    response: statementExplanation,
  }),
  statementPdf: defineRoute({
    method: 'GET',
    path: '/api/billing/statements/:id/pdf',
    summary: 'One statement as a PDF download',
    area: 'billing',
    access: 'billpay',
    params: idParams,
    query: z.object({
      lang: z.enum(['en', 'es']).optional().describe("the reader's language; default the subscriber's"),
    }),
    response: z.custom<Uint8Array>((v) => v instanceof Uint8Array, 'Expected the file bytes.'),
    binary: { contentType: 'application/pdf' },
  }),
  billInsertList: defineRoute({
    method: 'GET',
    path: '/api/billing/bill-inserts',
    summary: 'The notices that travel with bills',
    area: 'billing',
    access: 'user',
    response: billInsertList,
  }),
  billInsert: defineRoute({
    method: 'GET',
    path: '/api/billing/bill-inserts/:id',
    summary: 'One bill insert (billfile insertID)',
    area: 'billing',
    access: 'user',
    params: idParams,
    response: billInsert,
  }),
  ebillInfo: defineRoute({
    method: 'GET',
    path: '/api/billing/ebill',
    summary: 'Paperless billing and e-mail preferences (ebillinfo)',
    area: 'billing',
    access: 'billpay',
    response: ebillInfo,
  }),
  updateEbill: defineRoute({
    method: 'POST',
    path: '/api/billing/ebill',
    summary: 'Enrol in paperless billing or change e-mail preferences (updateprefcom)',
    area: 'billing',
    access: 'billpay',
    body: communicationUpdate,
    response: communicationUpdateResult,
  }),
  billingAccounts: defineRoute({
    method: 'GET',
    path: '/api/billing/accounts',
    summary: 'The accounts the pay-bill header offers (toggleAccount)',
    area: 'billing',
    access: 'billpay',
    response: billingAccountList,
  }),
};

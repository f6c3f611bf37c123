import { z } from 'zod';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_NAME_MAX,
  ATTACHMENT_TYPES,
  CREDIT_NOTE_MAX,
  CREDIT_REASONS,
  CREDIT_REQUEST_STATUSES,
  EMAIL_US_NAME_MAX,
  EMAIL_US_QUESTION_MAX,
  EMAIL_US_SERVICES,
  EMAIL_US_SUBJECT_MAX,
  EMAIL_US_TEMPLATES,
  EmailMessages,
  SUPPORT_ANSWER_MAX,
  SUPPORT_CASE_STATUSES,
  SupportCaseMessages,
  THEFT_STATE_PATTERN,
  THEFT_SUSPECT_FIELDS,
  hasOnlyAllowedCharacters,
  isValidEmail,
} from '@coax/domain';
import { defineRoute } from './route.ts';

// Support cases (issue 18 items 4 and 5): email-us (seed 002 §7 "POST emailus"), the cable theft
// report (seed 002 §3 Theft report suspect, §7 "POST theft/ with SuspectInfo; GET geolocate map")
// and the credit request (seed 002 §7 "POST creditrequest/creditrequest"), with the agent desk's
// queues for the cases and the credits that wait for an agent.

const text = (max: number) =>
  z.string().trim().min(1, SupportCaseMessages.required).max(max, SupportCaseMessages.tooLong);

/** Base64 of at most ATTACHMENT_MAX_BYTES bytes; the type is told from the bytes by the server. */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const base64Max = Math.ceil(ATTACHMENT_MAX_BYTES / 3) * 4;

export const emailUsAttachment = z
  .object({
    fileName: text(ATTACHMENT_NAME_MAX),
    contentBase64: z
      .string()
      .min(1, SupportCaseMessages.attachmentEmpty)
      .max(base64Max, SupportCaseMessages.attachmentSize)
      .regex(BASE64, SupportCaseMessages.attachmentType),
  })
  .meta({ id: 'EmailUsAttachment' });

export const emailUsRequest = z
  .object({
    name: text(EMAIL_US_NAME_MAX),
    email: z.string().trim().max(254).refine(isValidEmail, EmailMessages.invalid),
    service: z.enum(EMAIL_US_SERVICES),
    subject: text(EMAIL_US_SUBJECT_MAX),
    question: text(EMAIL_US_QUESTION_MAX),
    templateName: z.enum(EMAIL_US_TEMPLATES),
    attachment: emailUsAttachment.optional(),
  })
  .meta({ id: 'EmailUsRequest' });
export type EmailUsRequest = z.infer<typeof emailUsRequest>;

export const supportCaseAttachment = z
  .object({ fileName: z.string(), type: z.enum(ATTACHMENT_TYPES), bytes: z.number().int() })
  .meta({ id: 'SupportCaseAttachment' });

/** One email-us case as its subscriber sees it. */
export const supportCase = z
  .object({
    id: z.string(),
    service: z.enum(EMAIL_US_SERVICES),
    templateName: z.enum(EMAIL_US_TEMPLATES),
    subject: z.string(),
    question: z.string(),
    status: z.enum(SUPPORT_CASE_STATUSES),
    attachment: supportCaseAttachment.nullable(),
    /** ISO instants */
    createdAt: z.string(),
    answer: z.string().nullable(),
    answeredAt: z.string().nullable(),
  })
  .meta({ id: 'SupportCase' });
export type SupportCase = z.infer<typeof supportCase>;

/** A case on the agent desk: whose it is and how to write back. */
export const deskSupportCase = supportCase
  .extend({ userId: z.string(), name: z.string(), email: z.string(), answeredBy: z.string().nullable() })
  .meta({ id: 'DeskSupportCase' });
export type DeskSupportCase = z.infer<typeof deskSupportCase>;

export const CASE_ID_PATTERN = /^SC-[A-Z0-9]{8}$/;
export const CREDIT_ID_PATTERN = /^CR-[A-Z0-9]{8}$/;

/** The no-special-character field of seed 002 §5. */
const plain = (max: number) =>
  z
    .string()
    .trim()
    .max(max, SupportCaseMessages.tooLong)
    .refine(hasOnlyAllowedCharacters, SupportCaseMessages.specialCharacters);
const suspect = (f: keyof typeof THEFT_SUSPECT_FIELDS) =>
  THEFT_SUSPECT_FIELDS[f].required
    ? plain(THEFT_SUSPECT_FIELDS[f].max).pipe(z.string().min(1, SupportCaseMessages.required))
    : plain(THEFT_SUSPECT_FIELDS[f].max);

/** Seed 002 §3 Theft report suspect. */
export const theftSuspectInfo = z
  .object({
    FirstName: suspect('FirstName'),
    LastName: suspect('LastName'),
    AddressLine1: suspect('AddressLine1'),
    AddressLine2: suspect('AddressLine2'),
    City: suspect('City'),
    State: z.string().trim().toUpperCase().regex(THEFT_STATE_PATTERN, SupportCaseMessages.required),
    Description: suspect('Description'),
  })
  .meta({ id: 'TheftSuspectInfo' });
export type TheftSuspectInfo = z.infer<typeof theftSuspectInfo>;

export const geoPoint = z
  .object({ latitude: z.number(), longitude: z.number(), zip: z.string() })
  .meta({ id: 'GeoPoint' });
export type GeoPoint = z.infer<typeof geoPoint>;

export const theftReportReceipt = z
  .object({ reportId: z.string(), point: geoPoint.nullable(), createdAt: z.string() })
  .meta({ id: 'TheftReportReceipt' });
export type TheftReportReceipt = z.infer<typeof theftReportReceipt>;

export const creditRequestView = z
  .object({
    id: z.string(),
    reason: z.enum(CREDIT_REASONS),
    status: z.enum(CREDIT_REQUEST_STATUSES),
    /** the period credited: ISO instants */
    periodStart: z.string(),
    periodEnd: z.string(),
    amountCents: z.number().int(),
    /** approved without an agent, by the outage rule */
    byRule: z.boolean(),
    note: z.string(),
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
  })
  .meta({ id: 'CreditRequestView' });
export type CreditRequestView = z.infer<typeof creditRequestView>;

/** An outage on the subscriber's node that may be credited, pre-filled on the form. */
export const creditableOutage = z
  .object({
    outageRef: z.string(),
    startedAt: z.string(),
    clearedAt: z.string(),
    hours: z.number(),
    amountCents: z.number().int(),
    /** long enough to be approved at once */
    byRule: z.boolean(),
    minHours: z.number().int(),
  })
  .meta({ id: 'CreditableOutage' });
export type CreditableOutage = z.infer<typeof creditableOutage>;

export const creditOverview = z
  .object({ outages: z.array(creditableOutage), requests: z.array(creditRequestView) })
  .meta({ id: 'CreditOverview' });
export type CreditOverview = z.infer<typeof creditOverview>;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
export const creditRequestBody = z
  .discriminatedUnion('reason', [
    z.object({ reason: z.literal('outage'), outageRef: z.string().min(1).max(80) }),
    z.object({
      reason: z.literal('missed-appointment'),
      appointmentDay: z.string().regex(ISO_DAY),
      note: z.string().trim().max(CREDIT_NOTE_MAX, SupportCaseMessages.tooLong),
    }),
  ])
  .meta({ id: 'CreditRequestBody' });
export type CreditRequestBody = z.infer<typeof creditRequestBody>;

export const deskCreditRequest = creditRequestView
  .extend({ userId: z.string(), accountNumber: z.string(), decidedBy: z.string().nullable() })
  .meta({ id: 'DeskCreditRequest' });
export type DeskCreditRequest = z.infer<typeof deskCreditRequest>;

export const supportCasesRoutes = {
  supportEmailUs: defineRoute({
    method: 'POST',
    path: '/api/support/email-us',
    summary: 'emailus: a message to the support mailbox, with an optional PNG, JPEG or PDF attachment',
    area: 'support',
    access: 'user',
    idempotent: true,
    bodyLimit: base64Max + 64 * 1024,
    body: emailUsRequest,
    response: supportCase,
    status: 201,
  }),
  supportCases: defineRoute({
    method: 'GET',
    path: '/api/support/cases',
    summary: "The subscriber's email-us cases and their answers, newest first",
    area: 'support',
    access: 'user',
    response: z.object({ cases: z.array(supportCase) }),
  }),
  supportTheftGeolocate: defineRoute({
    method: 'GET',
    path: '/api/support/theft/geolocate',
    summary: 'geolocate map: the point of a city and state, for the theft report',
    area: 'support',
    access: 'user',
    query: z.object({
      city: plain(THEFT_SUSPECT_FIELDS.City.max).pipe(z.string().min(1, SupportCaseMessages.required)),
      state: z.string().trim().toUpperCase().regex(THEFT_STATE_PATTERN, SupportCaseMessages.required),
    }),
    response: geoPoint,
  }),
  supportTheftReport: defineRoute({
    method: 'POST',
    path: '/api/support/theft',
    summary: 'theft/: a cable theft report with the SuspectInfo',
    area: 'support',
    access: 'user',
    idempotent: true,
    body: theftSuspectInfo,
    response: theftReportReceipt,
    status: 201,
  }),
  supportCreditOverview: defineRoute({
    method: 'GET',
    path: '/api/support/credit-request',
    summary: "Outages on the subscriber's node that may be credited, and their credit requests",
    area: 'support',
    access: 'user',
    response: creditOverview,
  }),
  supportCreditRequest: defineRoute({
    method: 'POST',
    path: '/api/support/credit-request',
    summary: 'creditrequest/creditrequest: a credit for an outage (by rule) or a missed appointment (agent)',
    area: 'support',
    access: 'user',
    idempotent: true,
    body: creditRequestBody,
    response: creditRequestView,
    status: 201,
  }),
  supportDeskCases: defineRoute({
    method: 'GET',
    path: '/api/support/desk/cases',
    summary: "The agent desk's email-us cases: open ones first, then the latest answered",
    area: 'support',
    access: 'csr',
    response: z.object({ cases: z.array(deskSupportCase) }),
  }),
  supportDeskAnswer: defineRoute({
    method: 'POST',
    path: '/api/support/desk/cases/:caseId/answer',
    summary: 'An agent answers an email-us case; the answer is e-mailed to the subscriber',
    area: 'support',
    access: 'csr',
    params: z.object({ caseId: z.string().regex(CASE_ID_PATTERN) }),
    body: z.object({ answer: text(SUPPORT_ANSWER_MAX) }),
    response: deskSupportCase,
  }),
  supportDeskCredits: defineRoute({
    method: 'GET',
    path: '/api/support/desk/credit-requests',
    summary: 'Credit requests waiting for an agent, then the latest decided',
    area: 'support',
    access: 'csr',
    response: z.object({ requests: z.array(deskCreditRequest) }),
  }),
  supportDeskDecideCredit: defineRoute({
    method: 'POST',
    path: '/api/support/desk/credit-requests/:requestId/decision',
    summary: 'An agent approves or declines a credit request (audited)',
    area: 'support',
    access: 'csr',
    params: z.object({ requestId: z.string().regex(CREDIT_ID_PATTERN) }),
    body: z.object({ decision: z.enum(['approve', 'decline']) }),
    response: deskCreditRequest,
  }),
};

/**
 * Support cases (issue 18 items 4 and 5): the email-us form (seed 002 §7 "POST emailus
 * (multipart: name, email, service, subject, question, templateName)"), the cable theft report
 * (seed 002 §3 Theft report suspect, §5 the no-special-character field, §8 the theft message)
 * and the limits of the attachment an email-us message may carry.
 */

/** Seed messages, verbatim where the seed gives them; the others are written for Coax. */
export const SupportCaseMessages = {
  /** Seed 002 §8 Theft, verbatim: any failure of the theft report or its map. */
  theftUnavailable: 'Service not available at this time.',
  attachmentType: 'Attach a PNG, JPEG or PDF file.',
  attachmentSize: 'The attachment is larger than 1 MB.',
  attachmentEmpty: 'The attachment is empty.',
  required: 'This field is required.',
  tooLong: 'This text is too long.',
  specialCharacters: 'Use only letters, digits, spaces and _ + - |.',
  caseNotFound: 'This case was not found.',
  caseAnswered: 'This case has already been answered.',
  placeNotFound: 'No map point was found for this address.',
} as const;

/** What an email-us message is about (the form's `service`). */
export const EMAIL_US_SERVICES = ['internet', 'tv', 'phone', 'billing'] as const;
export type EmailUsService = (typeof EMAIL_US_SERVICES)[number];

/** The form the message was written with (the form's `templateName`). */
export const EMAIL_US_TEMPLATES = ['general', 'billing-question', 'technical-issue'] as const;
export type EmailUsTemplate = (typeof EMAIL_US_TEMPLATES)[number];

/** A case is open until an agent answers it. */
export const SUPPORT_CASE_STATUSES = ['open', 'answered'] as const;
export type SupportCaseStatus = (typeof SUPPORT_CASE_STATUSES)[number];

export const EMAIL_US_NAME_MAX = 60;
export const EMAIL_US_SUBJECT_MAX = 100;
export const EMAIL_US_QUESTION_MAX = 2000;
export const SUPPORT_ANSWER_MAX = 2000;
export const ATTACHMENT_NAME_MAX = 100;

/** The largest attachment, in bytes. */
export const ATTACHMENT_MAX_BYTES = 1024 * 1024;

/** The kinds of file an attachment may be; told by the file's first bytes, never by its name. */
export const ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

const MAGIC: ReadonlyArray<{ type: AttachmentType; bytes: readonly number[] }> = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** The attachment's type from its content (its magic bytes), or null for any other file. */
export function sniffAttachmentType(content: Uint8Array): AttachmentType | null {
  const hit = MAGIC.find((m) => m.bytes.every((b, i) => content[i] === b));
  return hit ? hit.type : null;
}

/** Why an attachment is refused, or null when it may be sent. */
export function attachmentProblem(content: Uint8Array): keyof typeof SupportCaseMessages | null {
  if (content.length === 0) return 'attachmentEmpty';
  if (content.length > ATTACHMENT_MAX_BYTES) return 'attachmentSize';
  return sniffAttachmentType(content) ? null : 'attachmentType';
}

/** Seed 002 §3 Theft report suspect, with the length each field may have. */
export const THEFT_SUSPECT_FIELDS = {
  FirstName: { max: 40, required: true },
  LastName: { max: 40, required: true },
  AddressLine1: { max: 80, required: true },
  AddressLine2: { max: 80, required: false },
  City: { max: 40, required: true },
  State: { max: 2, required: true },
  Description: { max: 1000, required: true },
} as const;
export type TheftSuspectField = keyof typeof THEFT_SUSPECT_FIELDS;

/** Two-letter state codes the theft report's State accepts. */
export const THEFT_STATE_PATTERN = /^[A-Z]{2}$/;

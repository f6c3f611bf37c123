import { z } from 'zod';
import { WEBMAIL_STATUSES } from '@coax/domain';
import { defineRoute } from './route.ts';

// The webmail reader behind the configured webmail address (issue 23 item 1; seed 000 §2 E-mail
// module, §3 Webmail, §4 Mailbox status). A mailbox belongs to one id, not to the account.

const messageIdParams = z.object({
  id: z
    .string()
    .min(1, 'Missing id.')
    .max(64, 'The id is too long.')
    .regex(/^[A-Za-z0-9_-]+$/, 'That is not a message id.'),
});

/** Nothing to send: the address names the message. */
const noBody = z.strictObject({});

export const mailboxMessageSummary = z
  .object({
    id: z.string(),
    sender: z.string(),
    subject: z.string(),
    /** ISO 8601 */
    date: z.string(),
    status: z.enum(WEBMAIL_STATUSES),
  })
  .meta({ id: 'MailboxMessageSummary' });
export type MailboxMessageSummary = z.infer<typeof mailboxMessageSummary>;

export const mailboxList = z
  .object({
    messages: z.array(mailboxMessageSummary).describe('newest first'),
    unseenCount: z.number().int().nonnegative(),
  })
  .meta({ id: 'MailboxList' });
export type MailboxList = z.infer<typeof mailboxList>;

export const mailboxMessage = mailboxMessageSummary
  .extend({ body: z.string().describe('plain text; paragraphs separated by a blank line') })
  .meta({ id: 'MailboxMessage' });
export type MailboxMessage = z.infer<typeof mailboxMessage>;

export const webmailRoutes = {
  webmailList: defineRoute({
    method: 'GET',
    path: '/api/webmail/messages',
    summary: "Every message in the signed-in id's mailbox, newest first",
    area: 'webmail',
    access: 'user',
    response: mailboxList,
  }),
  webmailMessage: defineRoute({
    method: 'GET',
    path: '/api/webmail/messages/:id',
    summary: 'One message with its text',
    area: 'webmail',
    access: 'user',
    params: messageIdParams,
    response: mailboxMessage,
  }),
  webmailMarkSeen: defineRoute({
    method: 'POST',
    path: '/api/webmail/messages/:id/seen',
    summary: 'Marks an unseen message seen (any other status is kept)',
    area: 'webmail',
    access: 'user',
    params: messageIdParams,
    body: noBody,
    response: mailboxMessageSummary,
  }),
  webmailDelete: defineRoute({
    method: 'POST',
    path: '/api/webmail/messages/:id/delete',
    summary: 'Deletes a message for good',
    area: 'webmail',
    access: 'user',
    params: messageIdParams,
    body: noBody,
    response: z.object({ messageCount: z.number().int().nonnegative() }).meta({ id: 'MailboxDeleted' }),
  }),
};

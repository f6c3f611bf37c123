import { z } from 'zod';
import { SUPPORT_CHAT_STATUSES, TROUBLESHOOT_PRODUCTS } from '@coax/domain';
import { defineRoute } from './route.ts';
import { geoPoint, theftSuspectInfo } from './support-cases.ts';
import { supportChatMessage, supportChatTopic } from './support-chat.ts';

// The agent desk's read-only support lists (issue 18 items 2 and 4): the service-issue reports
// (rightnow/reportserviceissue, seed 002 §3 Troubleshoot report), the cable theft reports (§3
// Theft report suspect) and the chats that ended, with their transcripts. Newest first.

/** A service-issue report as the desk reads it. */
export const deskServiceReport = z
  .object({
    caseNumber: z.string(),
    accountNumber: z.string(),
    /** who sent it: the subscriber, or the agent acting for them */
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    productName: z.enum(TROUBLESHOOT_PRODUCTS),
    comments: z.string(),
    /** ISO instant */
    createdAt: z.string(),
  })
  .meta({ id: 'DeskServiceReport' });
export type DeskServiceReport = z.infer<typeof deskServiceReport>;

/** A cable theft report: the suspect fields as sent, the map point of the address when known. */
export const deskTheftReport = z
  .object({
    id: z.string(),
    accountNumber: z.string(),
    userId: z.string(),
    suspect: theftSuspectInfo,
    point: geoPoint.nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'DeskTheftReport' });
export type DeskTheftReport = z.infer<typeof deskTheftReport>;

/** A chat that ended (or was kept as an e-mail case), with its whole transcript. */
export const deskEndedChat = z
  .object({
    id: z.string(),
    userId: z.string(),
    userName: z.string(),
    topic: supportChatTopic,
    status: z.enum(SUPPORT_CHAT_STATUSES),
    lang: z.enum(['en', 'es']),
    agentName: z.string().nullable(),
    startedAt: z.string(),
    endedAt: z.string().nullable(),
    messages: z.array(supportChatMessage),
  })
  .meta({ id: 'DeskEndedChat' });
export type DeskEndedChat = z.infer<typeof deskEndedChat>;

export const supportDeskRoutes = {
  supportDeskServiceReports: defineRoute({
    method: 'GET',
    path: '/api/support/desk/service-reports',
    summary: "The agent desk's service-issue reports (rightnow/reportserviceissue), newest first",
    area: 'support',
    access: 'csr',
    response: z.object({ reports: z.array(deskServiceReport) }),
  }),
  supportDeskTheftReports: defineRoute({
    method: 'GET',
    path: '/api/support/desk/theft-reports',
    summary: "The agent desk's cable theft reports with the suspect fields and address, newest first",
    area: 'support',
    access: 'csr',
    response: z.object({ reports: z.array(deskTheftReport) }),
  }),
  supportDeskEndedChats: defineRoute({
    method: 'GET',
    path: '/api/support/desk/ended-chats',
    summary: "The agent desk's ended chats with their transcripts, newest first",
    area: 'support',
    access: 'csr',
    response: z.object({ chats: z.array(deskEndedChat) }),
  }),
};

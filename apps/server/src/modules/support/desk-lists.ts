import type { Kysely } from 'kysely';
import type { DeskEndedChat, DeskServiceReport, DeskTheftReport } from '@coax/contract';
import { serviceCaseNumber } from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import type { Caller } from '../../platform/http/caller.ts';
import { agentIdOf, iso, isoOrNull } from './cases-owner.ts';
import { toMessage } from './chat-service.ts';
import * as repo from './desk-repository.ts';

// The agent desk's read-only lists: service-issue reports, cable theft reports and ended chats
// with their transcripts, newest first. Contract access 'csr' keeps subscribers out.

/** How many reports a desk list shows. */
export const DESK_REPORTS_LIMIT = 100;
/** How many ended chats (each with its transcript) the desk shows. */
export const DESK_CHATS_LIMIT = 50;

export function deskListsService(db: Kysely<Database>) {
  return {
    async serviceReports(caller: Caller | null): Promise<{ reports: DeskServiceReport[] }> {
      agentIdOf(caller);
      const rows = await repo.latestServiceCases(db, DESK_REPORTS_LIMIT);
      return {
        reports: rows.map((r) => ({
          caseNumber: serviceCaseNumber(Number(r.id)),
          accountNumber: r.account_number,
          userId: r.user_id,
          name: r.name,
          email: r.email,
          phone: r.phone,
          productName: r.product_name,
          comments: r.comments,
          createdAt: iso(r.created_at),
        })),
      };
    },

    async theftReports(caller: Caller | null): Promise<{ reports: DeskTheftReport[] }> {
      agentIdOf(caller);
      const rows = await repo.latestTheftReports(db, DESK_REPORTS_LIMIT);
      return {
        reports: rows.map((r) => ({
          id: r.id,
          accountNumber: r.account_number,
          userId: r.user_id,
          suspect: {
            FirstName: r.first_name,
            LastName: r.last_name,
            AddressLine1: r.address_line1,
            AddressLine2: r.address_line2,
            City: r.city,
            State: r.state,
            Description: r.description,
          },
          point:
            r.latitude === null || r.longitude === null || r.zip === null
              ? null
              : { latitude: Number(r.latitude), longitude: Number(r.longitude), zip: r.zip },
          createdAt: iso(r.created_at),
        })),
      };
    },

    /** Chats no longer open (ended, or kept as an e-mail case), each with its whole transcript. */
    async endedChats(caller: Caller | null): Promise<{ chats: DeskEndedChat[] }> {
      agentIdOf(caller);
      const chats = await repo.latestClosedChats(db, DESK_CHATS_LIMIT);
      const messages = await repo.messagesOfChats(
        db,
        chats.map((c) => c.id),
      );
      const byChat = new Map<string, DeskEndedChat['messages']>();
      for (const m of messages) {
        const list = byChat.get(m.chat_id) ?? [];
        list.push(toMessage(m));
        byChat.set(m.chat_id, list);
      }
      return {
        chats: chats.map((c) => ({
          id: c.id,
          userId: c.user_id,
          userName: c.user_name,
          topic: c.topic,
          status: c.status,
          lang: c.lang,
          agentName: c.agent_name,
          startedAt: iso(c.created_at),
          endedAt: isoOrNull(c.ended_at),
          messages: byChat.get(c.id) ?? [],
        })),
      };
    },
  };
}

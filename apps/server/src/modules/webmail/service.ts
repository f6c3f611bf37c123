import type { Kysely } from 'kysely';
import {
  MAILBOX_REASONS,
  type MailboxList,
  type MailboxMessage,
  type MailboxMessageSummary,
} from '@coax/contract';
import { MailboxMessages, WEBMAIL_STATUSES, mailboxModuleView, type WebmailStatus } from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import type { Config } from '../../platform/config.ts';
import { errors } from '../../platform/errors.ts';
import type { Caller } from '../../platform/http/caller.ts';
import { toSessionUser } from '../session/index.ts';
import * as repo from './repository.ts';

const isWebmailStatus = (v: string): v is WebmailStatus =>
  (WEBMAIL_STATUSES as readonly string[]).includes(v);

/** Why a mailbox cannot be opened, as the dashboard's E-mail module says it (seed 000 §4, §8). */
const MAILBOX_REFUSALS = {
  noInternet: 'E-mail comes with internet service, which this account does not have.',
  maintenance: MailboxMessages.maintenance,
  noMailbox: MailboxMessages.noMailbox,
  unknown: 'Your mailbox cannot be opened right now. Please try again later.',
} as const;

const NOT_FOUND = 'We could not find that message. It may have been deleted.';

/** Whose mailbox a call is about: the session's subject's own id (a mailbox is per id). */
export interface MailboxOwner {
  userId: string;
}

type SummaryRow = Awaited<ReturnType<typeof repo.listMessages>>[number];

function toSummary(m: SummaryRow): MailboxMessageSummary {
  return {
    id: m.id,
    sender: m.sender,
    subject: m.subject,
    date: new Date(Number(m.received_at)).toISOString(),
    // The table's check constraint allows only the seven; 'seen' is a safe reading otherwise.
    status: isWebmailStatus(m.status) ? m.status : 'seen',
  };
}

/** The webmail reader (issue 23 item 1): the signed-in id's own mailbox, when it is active. */
export function webmailService(deps: { db: Kysely<Database>; config: Pick<Config, 'BRAND_NAME'> }) {
  const { db, config } = deps;

  async function own(owner: MailboxOwner, id: string) {
    const m = await repo.findMessage(db, owner.userId, id);
    if (!m) throw errors.notFound('webmail.message.not-found', NOT_FOUND);
    return m;
  }

  return {
    /** Refused without a subscriber, without internet, or with a mailbox that is not active. */
    owner(p: Caller | null): MailboxOwner {
      if (!p?.subject) {
        throw errors.forbidden('session.choose-subscriber', 'Choose a subscriber to act for first.');
      }
      const user = toSessionUser(p.subject, { authAt: p.session.authAt, csrId: null });
      const view = mailboxModuleView(user.entitlements.email, user.p.mus);
      if (view.reason !== 'active') {
        throw errors.forbidden(
          MAILBOX_REASONS[view.reason],
          MAILBOX_REFUSALS[view.reason].replace('{brand}', config.BRAND_NAME),
        );
      }
      return { userId: p.subject.user.id };
    },

    async list(owner: MailboxOwner): Promise<MailboxList> {
      const rows = await repo.listMessages(db, owner.userId);
      return {
        messages: rows.map(toSummary),
        unseenCount: rows.filter((m) => m.status === 'unseen').length,
      };
    },

    async message(owner: MailboxOwner, id: string): Promise<MailboxMessage> {
      const m = await own(owner, id);
      return { ...toSummary(m), body: m.body };
    },

    async markSeen(owner: MailboxOwner, id: string): Promise<MailboxMessageSummary> {
      await own(owner, id);
      await repo.markSeen(db, owner.userId, id);
      return toSummary(await own(owner, id));
    },

    async remove(owner: MailboxOwner, id: string): Promise<{ messageCount: number }> {
      if ((await repo.deleteMessage(db, owner.userId, id)) === 0) {
        throw errors.notFound('webmail.message.not-found', NOT_FOUND);
      }
      return { messageCount: await repo.countMessages(db, owner.userId) };
    },
  };
}

export type WebmailService = ReturnType<typeof webmailService>;

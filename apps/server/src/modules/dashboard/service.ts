import type { Kysely } from 'kysely';
import {
  MAILBOX_REASONS,
  type HomePreferences,
  type VoicemailCounter,
  type WebmailMetadata,
} from '@coax/contract';
import {
  HOME_MODULE_SERVER_NAMES,
  HomeSlotMessages,
  MailboxMessages,
  WEBMAIL_LIST_LIMIT,
  WEBMAIL_STATUSES,
  dashboardUserOf,
  defaultHomeSlots,
  homeSlotsProblem,
  mailboxModuleView,
  type HomeModuleServerName,
  type WebmailStatus,
} from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import { errors } from '../../platform/errors.ts';
import type { Caller } from '../../platform/http/caller.ts';
import { toSessionUser } from '../session/index.ts';
import {
  countMailboxMessages,
  countNewVoicemails,
  findHomePreferences,
  newestMailboxMessages,
  saveHomePreferences,
} from './repository.ts';

const isServerName = (v: string): v is HomeModuleServerName =>
  (HOME_MODULE_SERVER_NAMES as readonly string[]).includes(v);
const isWebmailStatus = (v: string): v is WebmailStatus =>
  (WEBMAIL_STATUSES as readonly string[]).includes(v);

/** Why a mailbox cannot be read, in the words of seed 000 §8 where it has them. */
const MAILBOX_REFUSALS = {
  noInternet: 'E-mail comes with internet service, which this account does not have.',
  maintenance: MailboxMessages.maintenance,
  noMailbox: MailboxMessages.noMailbox,
  unknown: 'Your mailbox cannot be opened right now. Please try again later.',
} as const;

/** The home dashboard's use cases, always about the session's subject. */
export function dashboardService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  config: Pick<Config, 'LINK_WEBMAIL' | 'BRAND_NAME'>;
}) {
  const { db, clock, config } = deps;

  /** The subscriber the call is about: always the session's subject, never an id the caller sends. */
  function subjectOf(p: Caller | null) {
    if (!p?.subject) {
      throw errors.forbidden('session.choose-subscriber', 'Choose a subscriber to act for first.');
    }
    const user = toSessionUser(p.subject, { authAt: p.session.authAt, csrId: null });
    return { row: p.subject.user, user, dashboard: dashboardUserOf(user) };
  }

  return {
    /** get/funmod: the saved slots, or the default pair for someone who never chose. */
    async homePreferences(caller: Caller | null): Promise<HomePreferences> {
      const { row, dashboard } = subjectOf(caller);
      const saved = await findHomePreferences(db, row.id);
      if (saved && isServerName(saved.home_func1) && isServerName(saved.home_func2)) {
        return { homeFunc1: saved.home_func1, homeFunc2: saved.home_func2 };
      }
      const [homeFunc1, homeFunc2] = defaultHomeSlots(dashboard);
      return { homeFunc1, homeFunc2 };
    },

    /**
     * set/funmod. Two different modules, each one the subject may use (domain's homeSlotsProblem):
     * the same module twice, or one the account is not entitled to, is refused here and not only
     * left out of the web's chooser.
     */
    async setHomePreferences(caller: Caller | null, body: HomePreferences): Promise<HomePreferences> {
      const { row, dashboard } = subjectOf(caller);
      const problem = homeSlotsProblem(dashboard, [body.homeFunc1, body.homeFunc2]);
      if (problem === 'sameModule') {
        throw errors.badRequest('dashboard.slots.same-module', HomeSlotMessages.sameModule, [
          {
            path: 'body.homeFunc2',
            reason: 'dashboard.slots.same-module',
            message: HomeSlotMessages.sameModule,
          },
        ]);
      }
      if (problem === 'notEntitled') {
        throw errors.forbidden('dashboard.slots.not-entitled', HomeSlotMessages.notEntitled);
      }
      await saveHomePreferences(db, {
        user_id: row.id,
        home_func1: body.homeFunc1,
        home_func2: body.homeFunc2,
        updated_at: clock.now(),
      });
      return body;
    },

    /** Seed 000 §3 Voicemail counter: the account's new messages; phone service gates it (§6). */
    async voicemailCounter(caller: Caller | null): Promise<VoicemailCounter> {
      const { row, user } = subjectOf(caller);
      if (!user.entitlements.voicemail || !row.account_number) {
        throw errors.forbidden(
          'dashboard.voicemail.no-phone',
          'Voicemail comes with phone service, which this account does not have.',
        );
      }
      return { status: 200, count: await countNewVoicemails(db, row.account_number) };
    },

    /** Seed 000 §3 Webmail, only for an id with the e-mail entitlement whose mailbox is active (§4, §6). */
    async webmail(caller: Caller | null): Promise<WebmailMetadata> {
      const { row, user } = subjectOf(caller);
      const view = mailboxModuleView(user.entitlements.email, user.p.mus);
      if (view.reason !== 'active') {
        throw errors.forbidden(
          MAILBOX_REASONS[view.reason],
          MAILBOX_REFUSALS[view.reason].replace('{brand}', config.BRAND_NAME),
        );
      }
      const [messageCount, rows] = await Promise.all([
        countMailboxMessages(db, row.id),
        newestMailboxMessages(db, row.id, WEBMAIL_LIST_LIMIT),
      ]);
      return {
        messageCount,
        emails: rows.map((m) => ({
          id: m.id,
          subject: m.subject,
          date: new Date(m.received_at).toISOString(),
          // The table's check constraint allows only the seven; 'seen' is a safe reading otherwise.
          status: isWebmailStatus(m.status) ? m.status : 'seen',
          link: `${config.LINK_WEBMAIL}#/message/${encodeURIComponent(m.id)}`,
        })),
      };
    },
  };
}

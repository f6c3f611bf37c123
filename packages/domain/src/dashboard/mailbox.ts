/**
 * The e-mail module (seed 000 §3 Webmail, §4 Mailbox status, §8 e-mail messages, §9 webmail timer).
 */
import { WEBMAIL_TIMER_MS } from '../constants.ts';

/** Seed 000 §3: the status of each webmail message. */
export const WEBMAIL_STATUSES = [
  'answered',
  'flagged',
  'draft',
  'deleted',
  'seen',
  'forwarded',
  'unseen',
] as const;
export type WebmailStatus = (typeof WEBMAIL_STATUSES)[number];

/**
 * How many of the newest messages the e-mail module lists. The seed gives no number (its item
 * counts cover on demand, cart, best bets and DVR only); ten keeps the answer small.
 */
export const WEBMAIL_LIST_LIMIT = 10;

/**
 * Seed 000 §8 e-mail messages. The seed's brand (Optimum) is the configured brand: `{brand}` is
 * filled in from configuration. The web catalogue holds the copies users read.
 */
export const MailboxMessages = {
  noMailbox: 'You currently do not have a {brand} email account.',
  createOne: 'As a {brand} online subscriber, creating one is free. And easy',
  maintenance: 'User account temporarily unavailable for system maintenance.',
} as const;

/** What the e-mail module does for a mailbox status. */
export interface MailboxView {
  /** the module's state: 'content' means load and show the mailbox */
  moduleState: 'content' | 'error' | 'noEntitlement';
  reason: 'active' | 'maintenance' | 'noMailbox' | 'noInternet' | 'unknown';
  /** how often to poll webmail while the mailbox is open (seed 000 §9: 300000 ms), else null */
  pollMs: number | null;
  /** false when the module leaves the module menu (the slot chooser) */
  inMenu: boolean;
  /** the module's link: open the mailbox, get one, or contact support */
  link: 'openMailbox' | 'getMailbox' | 'supportContact' | null;
}

const NO_MAILBOX = new Set(['inactive', 'disabled', 'deleted']);

/**
 * Seed 000 §4 Mailbox status (p.mus), after the e-mail entitlement of §6 (internet service):
 * - no e-mail entitlement (no internet, or an m2m-only line): no entitlement, support contact link;
 * - active: open-mailbox link, webmail polled every 300000 ms;
 * - hold: error state with the maintenance message, no link (the mailbox cannot be opened);
 * - inactive, disabled, deleted: no entitlement with the get-a-mailbox offer; inactive also leaves
 *   the module menu;
 * - any other or missing value: error state with an open-mailbox link.
 */
export function mailboxModuleView(emailEntitled: boolean, mus: string | null | undefined): MailboxView {
  if (!emailEntitled) {
    return {
      moduleState: 'noEntitlement',
      reason: 'noInternet',
      pollMs: null,
      inMenu: true,
      link: 'supportContact',
    };
  }
  if (mus === 'active') {
    return {
      moduleState: 'content',
      reason: 'active',
      pollMs: WEBMAIL_TIMER_MS,
      inMenu: true,
      link: 'openMailbox',
    };
  }
  if (mus === 'hold') {
    return { moduleState: 'error', reason: 'maintenance', pollMs: null, inMenu: true, link: null };
  }
  if (mus && NO_MAILBOX.has(mus)) {
    return {
      moduleState: 'noEntitlement',
      reason: 'noMailbox',
      pollMs: null,
      inMenu: mus !== 'inactive',
      link: 'getMailbox',
    };
  }
  return { moduleState: 'error', reason: 'unknown', pollMs: null, inMenu: true, link: 'openMailbox' };
}

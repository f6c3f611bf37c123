/**
 * Account transfer of user ids (issue 15 item 4; seed 002 §3 Transfer account, §4 Account types,
 * §7 transfer/account, transfer/move, disco-check, §9). After a move the household's ids still
 * belong to the old, disconnected account; while that past account stays available (90 days from
 * its disconnect date) the primary user may move them to the new account, within the new
 * account's id limit (`optimumIdLimit`, never shown). Secondaries not chosen then may follow from
 * the new account while the old account's window is still open.
 */
import { PAST_ACCOUNT_AVAILABLE_DAYS } from '../billing/billing-accounts.ts';
import { TRANSFER_SUCCESS_CODE, transferDaysLeft, transferWindowOpen } from '../billing/transfer/index.ts';
import { HOUSEHOLD_IDS_MAX } from './household-ids.ts';

/**
 * The new account's id limit (seed 002 §3 `optimumIdLimit`; §9 "the value is not shown"). The seed
 * does not give it; an account holds as many ids as `HOUSEHOLD_IDS_MAX` allows, the primary included.
 */
export const OPTIMUM_ID_LIMIT = HOUSEHOLD_IDS_MAX;

/** Seed 002 §4 Response type: the code of a transfer that moved the ids. */
export const ID_TRANSFER_SUCCESS_CODE = TRANSFER_SUCCESS_CODE;

/** Why a transfer is refused; the contract's reasons are `identity.transfer.<refusal>`. */
export const ID_TRANSFER_REFUSALS = [
  'not-primary',
  'not-disconnected',
  'window-closed',
  'already-moved',
  'over-limit',
  'unknown-id',
  'primary-taken',
  'none-chosen',
] as const;
export type IdTransferRefusal = (typeof ID_TRANSFER_REFUSALS)[number];

/** The seed gives no wording for the account transfer; these follow its move-transfer texts (§8). */
export const IdTransferMessages = {
  'not-primary': 'Please sign in as the primary user to transfer user ids.',
  'not-disconnected': 'User ids can be transferred once your previous account has been disconnected.',
  'window-closed': `The ${PAST_ACCOUNT_AVAILABLE_DAYS} days to transfer user ids from your previous account have ended.`,
  'already-moved': 'Your user ids have already been transferred to your new account.',
  'over-limit': 'Your new account cannot hold that many user ids. Choose fewer ids to transfer.',
  'unknown-id': 'There is no such user id on your previous account.',
  'primary-taken': 'Your new account already has a primary user id.',
  'none-chosen': 'Choose at least one user id to transfer from your previous account.',
} as const satisfies Readonly<Record<IdTransferRefusal, string>>;

/** Seed 002 §8's success title, for user ids: "… have been transferred to your new account ({account})." */
export function idTransferSuccessMessage(newAccount: string): string {
  return `Your user ids have been transferred to your new account (${newAccount}).`;
}

/** What disco-check reads: the caller's account and the move out of it, if any. */
export interface DiscoFacts {
  /** the caller's account is active (not disconnected) */
  active: boolean;
  /** the account's disconnect date, YYYY-MM-DD */
  disconnectDate: string | null;
  /** the account this one moved to (seed 002 §4: the new account), if any */
  movedTo: string | null;
  /**
   * When the caller's account is itself the new account of a move: the old account's disconnect
   * date and how many secondary ids the first transfer left there. null when nothing moved here.
   */
  movedFrom: { disconnectDate: string | null; idsLeft: number } | null;
  today: string;
}

export interface DiscoCheck {
  /** seed 002 §3 session flags: the disconnected flag */
  disconnected: boolean;
  /** days the past account stays available: the caller's own, or the old account's on a new one */
  daysLeft: number | null;
  /** why a transfer is not offered, or null when it is */
  refusal: Extract<IdTransferRefusal, 'not-disconnected' | 'window-closed' | 'already-moved'> | null;
}

/** The window of a past account: open while a day of its 90 remains (seed 002 §4, §9). */
function windowOf(disconnectDate: string | null, today: string) {
  const daysLeft = disconnectDate ? transferDaysLeft(disconnectDate, today) : null;
  return { daysLeft, open: transferWindowOpen(daysLeft) };
}

/**
 * Seed 002 §7 disco-check: is the account disconnected, and may its ids be transferred? Only a
 * disconnected account that moved, within the 90 days it stays available (§4, §9). Once the
 * primary is on the new account, ids the first transfer left behind may follow while the old
 * account's window is open: the new account answers for them.
 */
export function discoCheck(f: DiscoFacts): DiscoCheck {
  if (f.active) {
    const from = f.movedFrom;
    if (!from) return { disconnected: false, daysLeft: null, refusal: 'not-disconnected' };
    if (from.idsLeft === 0) return { disconnected: false, daysLeft: null, refusal: 'already-moved' };
    const { daysLeft, open } = windowOf(from.disconnectDate, f.today);
    return { disconnected: false, daysLeft, refusal: open ? null : 'window-closed' };
  }
  if (!f.movedTo) return { disconnected: true, daysLeft: null, refusal: 'not-disconnected' };
  const { daysLeft, open } = windowOf(f.disconnectDate, f.today);
  return { disconnected: true, daysLeft, refusal: open ? null : 'window-closed' };
}

/** The ids a move takes: the primary always, and the secondaries chosen. */
export interface IdMoveFacts {
  /** the secondary ids chosen (as sent, lower-cased by the caller) */
  chosen: readonly string[];
  /** the secondary ids the old account holds */
  secondaries: readonly string[];
  /** how many ids the new account holds already */
  newAccountIds: number;
  /** whether one of them is a primary */
  newAccountHasPrimary: boolean;
  /**
   * The primary is already on the new account (the caller's own primary, counted in
   * `newAccountIds`): only the chosen ids left behind move, and at least one must be chosen.
   */
  followUp: boolean;
  limit: number;
}

/**
 * Whether the chosen ids may move: each must be a secondary of the old account, the new account
 * must have no primary of its own, and the new account's ids after the move (its own, the primary
 * and the chosen) must stay within its limit. In a follow-up the primary is already there: the
 * choice may not be empty and only the chosen count towards the limit.
 */
export function idMoveRefusal(
  f: IdMoveFacts,
): Extract<IdTransferRefusal, 'unknown-id' | 'over-limit' | 'primary-taken' | 'none-chosen'> | null {
  const chosen = new Set(f.chosen);
  if (f.followUp && chosen.size === 0) return 'none-chosen';
  for (const id of chosen) if (!f.secondaries.includes(id)) return 'unknown-id';
  if (!f.followUp && f.newAccountHasPrimary) return 'primary-taken';
  const primary = f.followUp ? 0 : 1;
  if (f.newAccountIds + primary + chosen.size > f.limit) return 'over-limit';
  return null;
}

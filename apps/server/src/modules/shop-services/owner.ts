import { errors } from '../../platform/errors.ts';
import type { Caller } from '../../platform/http/caller.ts';

/** Whose services a call is about. */
export interface ServicesOwner {
  accountNumber: string;
  /** the footprint pricing is looked up by */
  corpId: string;
  /** seed 002 §6: the business flag changes prices and the catalogue */
  business: boolean;
  /** the signed-in id (an agent's own id when acting), kept with each order */
  actorId: string;
  /** only the primary user, or an agent acting for the account, changes services */
  canChange: boolean;
}

export const REFUSED = {
  noSubject: 'Choose a subscriber to act for first.',
  notPrimary: 'Please sign in as the primary user to change your services.',
} as const;

/** The session's subscriber and account; refused without one. */
export function ownerOf(p: Caller | null): ServicesOwner {
  const account = p?.subject?.account;
  if (!p?.subject || !account) throw errors.forbidden('session.choose-subscriber', REFUSED.noSubject);
  return {
    accountNumber: account.account_number,
    corpId: account.corp_id,
    business: account.biz === 1,
    actorId: p.self.user.id,
    canChange: p.isAgent || p.subject.user.primary_user === 1,
  };
}

export function mustChange(owner: ServicesOwner): void {
  if (!owner.canChange) throw errors.forbidden('shop.services.not-primary', REFUSED.notPrimary);
}

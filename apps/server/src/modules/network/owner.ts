import { deriveEntitlements } from '@coax/domain';
import { errors } from '../../platform/errors.ts';
import type { Caller } from '../../platform/http/caller.ts';

/** Whose network a call is about. */
export interface NetworkOwner {
  accountNumber: string;
  /** the signed-in id (an agent's own id when acting), kept with each change */
  actorId: string;
  /** the subscriber's id (registeredBy of a hotspot device) */
  userId: string;
  /** only the primary holder, or an agent acting for the account, changes the network */
  canChange: boolean;
  /** seed 002 §6: e-mail shown when p.email is 1, the mailbox when p.mus is active */
  spamFilterOffered: boolean;
}

const REFUSED = {
  noSubject: 'Choose a subscriber to act for first.',
  noInternet: 'Home network settings come with internet service, which this account does not have.',
  notPrimary: "Only the account's primary holder can change the home network.",
} as const;

/** The session's subscriber; refused without one or without internet service. */
export function ownerOf(p: Caller | null): NetworkOwner {
  if (!p?.subject) throw errors.forbidden('session.choose-subscriber', REFUSED.noSubject);
  const { account, user } = p.subject;
  if (!account || account.ool !== 1) throw errors.forbidden('network.no-internet', REFUSED.noInternet);
  const bit = (n: number): 0 | 1 => (n === 1 ? 1 : 0);
  const emailEntitled = deriveEntitlements({
    ool: account.ool === 1,
    m2m: account.m2m === null ? undefined : account.m2m === 1,
    ov: account.ov === 1,
    io: account.io === 1,
    dvr: bit(user.dvr),
    bp: bit(user.bp),
    email: bit(user.email),
  }).email;
  return {
    accountNumber: account.account_number,
    actorId: p.self.user.id,
    userId: user.id,
    canChange: p.isAgent || user.primary_user === 1,
    spamFilterOffered: emailEntitled && user.email === 1 && user.mus === 'active',
  };
}

/** Refuses a change by anyone but the primary holder or an agent acting for the account. */
export function mustChange(owner: NetworkOwner): void {
  if (!owner.canChange) throw errors.forbidden('network.not-primary', REFUSED.notPrimary);
}

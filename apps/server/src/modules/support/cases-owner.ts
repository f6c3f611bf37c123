import { randomInt } from 'node:crypto';
import type { Caller } from '../../platform/http/caller.ts';
import { errors } from '../../platform/errors.ts';

/** The subscriber a support call is for: the signed-in one, or the one an agent acts for. */
export interface CaseOwner {
  userId: string;
  accountNumber: string;
  /** who acts: the subscriber, or the agent acting for them */
  actorId: string;
  isAgent: boolean;
  primary: boolean;
}

export function caseOwnerOf(caller: Caller | null): CaseOwner {
  if (!caller?.subject?.account) throw errors.forbidden('session.choose-subscriber');
  const { user, account } = caller.subject;
  return {
    userId: user.id,
    accountNumber: account.account_number,
    actorId: caller.self.user.id,
    isAgent: caller.isAgent,
    primary: user.primary_user === 1,
  };
}

/** The agent at the desk (contract access 'csr' has checked the role). */
export function agentIdOf(caller: Caller | null): string {
  if (!caller?.isAgent) throw errors.forbidden('session.agent-only');
  return caller.self.user.id;
}

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A short id people can read out: 'SC-7K3MQ9XD'. */
export function newCaseId(prefix: 'SC' | 'CR' | 'TR'): string {
  let s = '';
  for (let i = 0; i < 8; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${s}`;
}

export const iso = (ms: number | string) => new Date(Number(ms)).toISOString();
export const isoOrNull = (ms: number | string | null) => (ms === null ? null : iso(ms));

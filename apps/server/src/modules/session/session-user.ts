import type { SessionUser } from '@coax/contract';
import { MAILBOX_STATUSES, deriveEntitlements, type MailboxStatus } from '@coax/domain';
import type { UserWithAccount } from './repository.ts';

const bit = (n: number | null | undefined): 0 | 1 => (n === 1 ? 1 : 0);
const mus = (v: string | null): MailboxStatus | null =>
  (MAILBOX_STATUSES as readonly string[]).includes(v ?? '') ? (v as MailboxStatus) : null;

/**
 * The seed's session user (seed 000 §3), built from the user and account rows, with its
 * entitlements derived once, in domain.
 */
export function toSessionUser(
  { user, account }: UserWithAccount,
  session: { authAt: number; csrId: string | null },
): SessionUser {
  const flags = {
    ool: account?.ool === 1,
    m2m: account?.m2m === null || account?.m2m === undefined ? undefined : account.m2m === 1,
    ov: account?.ov === 1,
    io: account?.io === 1,
    dvr: bit(user.dvr),
    bp: bit(user.bp),
    email: bit(user.email),
  };
  const labox = account?.labox === 1;
  return {
    hasOOLSession: flags.ool,
    id: user.id,
    corpId: account?.corp_id ?? '',
    primary: user.primary_user === 1,
    accountNumber: user.account_number ?? '',
    p: { bp: flags.bp, email: flags.email, dvr: flags.dvr, mus: mus(user.mus) },
    ool: flags.ool,
    ...(flags.m2m === undefined ? {} : { m2m: flags.m2m }),
    ov: flags.ov,
    io: flags.io,
    biz: bit(account?.biz),
    laBoxUser: labox,
    laboxOrMini: labox,
    hubId: account?.hub_id ?? null,
    lineupId: account?.lineup_id ?? null,
    hdHubId: account?.hd_hub_id ?? null,
    hdLineupId: account?.hd_lineup_id ?? null,
    eoid: account?.eoid ?? null,
    csrId: session.csrId,
    t: session.authAt,
    language: user.language,
    entitlements: deriveEntitlements(flags),
  };
}

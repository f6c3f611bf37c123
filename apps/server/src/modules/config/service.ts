import type { Kysely } from 'kysely';
import type { SupportNumber, UserAgentVerdict } from '@coax/contract';
import { isDeprecatedBrowser } from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import type { Config } from '../../platform/config.ts';
import type { Caller } from '../../platform/http/caller.ts';
import { findSupportNumber } from './repository.ts';

/** A user agent is echoed back; nothing real is longer, and the answer stays small. */
const USER_AGENT_MAX = 512;

export function configService(deps: { db: Kysely<Database>; config: Config }) {
  const { db, config } = deps;
  return {
    /** Seed 000 §7 security flags: the blocked corps, from BLOCKED_CORPS. */
    securityFlags: () => ({ blockedCorps: [...config.BLOCKED_CORPS] }),

    /**
     * The support number for the caller's corp (the session's subject, never a corp the caller
     * names); the operator's SUPPORT_PHONE when the corp has no line of its own or nobody is signed in.
     */
    async supportNumber(p: Caller | null): Promise<SupportNumber> {
      const corpId = p?.subject?.account?.corp_id ?? null;
      const own = corpId ? await findSupportNumber(db, corpId) : undefined;
      return { corpId, phone: own ?? config.SUPPORT_PHONE };
    },

    /** One corp's line (seed 002 §7 "GET number/{x}"): its own, or SUPPORT_PHONE when it has none. */
    async corpLine(corpId: string): Promise<{ phone: string; own: boolean }> {
      const own = await findSupportNumber(db, corpId);
      return own ? { phone: own, own: true } : { phone: config.SUPPORT_PHONE, own: false };
    },

    /** Seed 000 §7 "User agent | GET | banner", with the §1 verdict applied. */
    userAgent(header: string | string[] | undefined): UserAgentVerdict {
      const userAgent = (Array.isArray(header) ? header.join(' ') : (header ?? '')).slice(0, USER_AGENT_MAX);
      return { userAgent, deprecated: isDeprecatedBrowser(userAgent) };
    },
  };
}

export type ConfigService = ReturnType<typeof configService>;

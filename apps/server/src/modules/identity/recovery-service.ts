import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  RECOVERY_MAX_TRIES_PER_ADDRESS,
  RECOVERY_MAX_TRIES_PER_ID,
  RECOVERY_METHODS,
  RECOVERY_TOKEN_TTL_MS,
  RECOVERY_WINDOW_MS,
  RecoveryMessages,
  TEMPORARY_PASSWORD_ALPHABET,
  TEMPORARY_PASSWORD_LENGTH,
  accountNumberMatches,
  sanitiseUserId,
  stripPhone,
  type RecoverySendMethod,
} from '@coax/domain';
import type { RecoveryOptions } from '@coax/contract';
import type { Database } from '../../db/schema.ts';
import type { RecoveryStage } from '../../db/schema-identity.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, errors } from '../../platform/errors.ts';
import { enqueue } from '../../platform/outbox/outbox.ts';
import type { PasswordHasher } from '../../platform/password.ts';
import type { SessionStore } from '../../platform/sessions/session-store.ts';
import { findUser } from '../session/index.ts';
import { forgottenIdsNotice, temporaryPasswordNotice } from './notices.ts';
import {
  deleteExpiredRecoveryTokens,
  deleteRecoveryAttemptsBefore,
  endRecoveryTokensOf,
  idsByContact,
  insertRecoveryToken,
  recordRecoveryAttempt,
  recoveryAttempts,
  recoveryToken,
  setTemporaryPassword,
  updatePassword,
  useRecoveryToken,
} from './repository.ts';

/**
 * The recovery job: tokens past their 15 minutes and attempts older than the throttling window
 * count for nothing any more, and are deleted rather than kept (they name ids and addresses).
 */
export async function purgeRecovery(db: Kysely<Database>, now: number): Promise<number> {
  const tokens = await deleteExpiredRecoveryTokens(db, now);
  const attempts = await deleteRecoveryAttemptsBefore(db, now - RECOVERY_WINDOW_MS);
  return tokens + attempts;
}

export interface RecoveryDeps {
  db: Kysely<Database>;
  clock: Clock;
  hasher: PasswordHasher;
  store: SessionStore;
  brand: string;
  /** starts a delivery pass of the outbox without waiting for it */
  deliverSoon?: () => void;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** A missing, used or expired token: seed 002 §8 NOT_AUTHORIZED, or UNAUTHORIZED at the password step. */
const badToken = () =>
  new AppError(401, 'UNAUTHORIZED', 'identity.recovery.token', RecoveryMessages.tokenRequired);
const badAnswer = () => errors.badRequest('identity.recovery.bad-answer', RecoveryMessages.badAnswer);

function temporaryPassword(): string {
  let out = '';
  for (let i = 0; i < TEMPORARY_PASSWORD_LENGTH; i++) {
    out += TEMPORARY_PASSWORD_ALPHABET[randomInt(TEMPORARY_PASSWORD_ALPHABET.length)];
  }
  return out;
}

/**
 * Password and id recovery in seed 002 §4's steps: options give a token; a temporary password
 * (sent through the outbox) or the account number trades it for a verified token; the verified
 * token sets the password. Tokens are single-use, short-lived, bound to the id and stored hashed.
 * An unknown id walks the same steps with the same answers (its answers simply never match), and
 * each step is counted per id and per address.
 */
export function recoveryService(deps: RecoveryDeps) {
  const { db, clock, hasher, store, brand } = deps;
  const deliverSoon = deps.deliverSoon ?? (() => undefined);
  // Unknown ids check answers against a real hash so they take as long as known ones.
  const decoy = hasher.hash(randomBytes(16).toString('hex'));

  async function countTry(userKey: string, ip: string): Promise<void> {
    const now = clock.now();
    const since = now - RECOVERY_WINDOW_MS;
    const [byId, byAddress] = await Promise.all([
      recoveryAttempts(db, { userKey }, since),
      recoveryAttempts(db, { ip }, since),
    ]);
    if (byId >= RECOVERY_MAX_TRIES_PER_ID || byAddress >= RECOVERY_MAX_TRIES_PER_ADDRESS) {
      throw errors.throttled('identity.recovery.throttled', RecoveryMessages.throttled);
    }
    await recordRecoveryAttempt(db, userKey, ip, now);
  }

  async function issueToken(
    userKey: string,
    stage: RecoveryStage,
  ): Promise<{ token: string; expiresAt: string }> {
    const now = clock.now();
    const token = randomBytes(32).toString('base64url');
    const expiresAt = now + RECOVERY_TOKEN_TTL_MS;
    await insertRecoveryToken(db, { tokenHash: sha256(token), userKey, stage, now, expiresAt });
    return { token, expiresAt: new Date(expiresAt).toISOString() };
  }

  /** The live token row for `token` at `stage`; refused when missing, used, expired or at another stage. */
  async function liveToken(token: string | undefined, stage: RecoveryStage) {
    if (!token) throw badToken();
    const row = await recoveryToken(db, sha256(token));
    if (!row || row.used_at !== null || row.expires_at <= clock.now() || row.stage !== stage) {
      throw badToken();
    }
    return row;
  }

  /** Trades an answered token for a verified one, once: a second use of the same token is refused. */
  async function verified(tokenHash: string, userKey: string) {
    if (!(await useRecoveryToken(db, tokenHash, clock.now()))) throw badToken();
    return issueToken(userKey, 'verified');
  }

  return {
    async options(rawId: string, ip: string): Promise<RecoveryOptions> {
      const userKey = sanitiseUserId(rawId);
      if (userKey === '') throw errors.badRequest('input.required', 'Enter your id.');
      await countTry(userKey, ip);
      return { ...(await issueToken(userKey, 'options')), methods: [...RECOVERY_METHODS] };
    },

    async sendTemporaryPassword(
      token: string | undefined,
      method: RecoverySendMethod,
      ip: string,
    ): Promise<{ sent: true }> {
      const row = await liveToken(token, 'options');
      await countTry(row.user_key, ip);
      const found = await findUser(db, row.user_key);
      const password = temporaryPassword();
      const hash = await hasher.hash(password);
      const to = found ? (method === 'email' ? found.user.contact_email : found.user.contact_phone) : null;
      await db.transaction().execute(async (trx) => {
        await setTemporaryPassword(trx, row.token_hash, hash);
        if (found && to) {
          const notice = temporaryPasswordNotice({
            brand,
            id: found.user.id,
            password,
            lang: found.user.language,
          });
          await enqueue(trx, clock.now(), [
            method === 'email'
              ? {
                  channel: 'email',
                  to,
                  subject: notice.subject,
                  body: notice.body,
                  topic: `identity:recovery:${found.user.id}`,
                }
              : { channel: 'text', to, body: notice.text, topic: `identity:recovery:${found.user.id}` },
          ]);
        }
      });
      deliverSoon();
      return { sent: true };
    },

    async verifyTemporaryPassword(token: string | undefined, answer: string, ip: string) {
      const row = await liveToken(token, 'options');
      await countTry(row.user_key, ip);
      const ok = await hasher.verify(row.temp_password_hash ?? (await decoy), answer.trim());
      if (!ok || row.temp_password_hash === null) throw badAnswer();
      return verified(row.token_hash, row.user_key);
    },

    async verifyAccountNumber(token: string | undefined, accountNumber: string, ip: string) {
      const row = await liveToken(token, 'options');
      await countTry(row.user_key, ip);
      const found = await findUser(db, row.user_key);
      if (!found || !accountNumberMatches(accountNumber, found.user.account_number ?? '')) throw badAnswer();
      return verified(row.token_hash, row.user_key);
    },

    /** Sets the new password; every session of the id ends, and every open token with them. */
    async setPassword(token: string | undefined, newPassword: string): Promise<{ ok: true }> {
      const row = await liveToken(token, 'verified');
      const found = await findUser(db, row.user_key);
      if (!found) throw badToken();
      const hash = await hasher.hash(newPassword);
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        if (!(await useRecoveryToken(trx, row.token_hash, now))) throw badToken();
        await updatePassword(trx, found.user.id, hash);
        await endRecoveryTokensOf(trx, row.user_key, now);
      });
      await store.destroyAllFor(found.user.id);
      return { ok: true };
    },

    /** A forgotten id: the ids kept under an e-mail address or phone number are sent to it. */
    async forgotId(rawContact: string, ip: string): Promise<{ sent: true }> {
      const contact = rawContact.trim().toLowerCase();
      const byEmail = contact.includes('@');
      const key = byEmail ? contact : stripPhone(contact);
      if (key === '') throw errors.badRequest('input.required', 'Enter your e-mail address or phone number.');
      await countTry(`contact:${key}`, ip);
      const rows = await idsByContact(db, byEmail ? { email: key } : { phone: key });
      const first = rows[0];
      if (first) {
        const notice = forgottenIdsNotice({ brand, ids: rows.map((r) => r.id), lang: first.language });
        await enqueue(db, clock.now(), [
          byEmail
            ? {
                channel: 'email',
                to: key,
                subject: notice.subject,
                body: notice.body,
                topic: `identity:forgot-id:${first.id}`,
              }
            : { channel: 'text', to: key, body: notice.text, topic: `identity:forgot-id:${first.id}` },
        ]);
      }
      deliverSoon();
      return { sent: true };
    },
  };
}

export type RecoveryService = ReturnType<typeof recoveryService>;

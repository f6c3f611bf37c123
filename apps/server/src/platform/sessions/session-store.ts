import type { DependencyWatch } from '../dependency-watch.ts';
import { createHash, randomBytes } from 'node:crypto';

/** What the server keeps of a session. The cookie holds a random id; the store is keyed by its hash. */
export interface SessionRecord {
  /** sha-256 (hex) of the cookie value */
  key: string;
  /** the signed-in id: a subscriber, or an agent */
  userId: string;
  /** for an agent: the subscriber being acted for */
  actingFor: string | null;
  remember: boolean;
  createdAt: number;
  /** when the password was last checked (sign-in or re-authentication) */
  authAt: number;
  lastSeenAt: number;
  /** absolute end, whatever the activity */
  expiresAt: number;
}

export interface SessionStore {
  create(record: SessionRecord): Promise<void>;
  get(key: string): Promise<SessionRecord | null>;
  update(
    key: string,
    patch: Partial<Pick<SessionRecord, 'actingFor' | 'authAt' | 'lastSeenAt' | 'expiresAt'>>,
  ): Promise<void>;
  destroy(key: string): Promise<void>;
  /** ends every session of a signed-in id; returns how many ended */
  destroyAllFor(userId: string): Promise<number>;
  /** answers when the store is reachable; throws otherwise (readiness) */
  ping(): Promise<void>;
  /** reports the store's connection going down and coming back (a store with a connection of its own) */
  watch?(watch: DependencyWatch): void;
  close(): Promise<void>;
}

/** 256 random bits, URL-safe. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sessionKey(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

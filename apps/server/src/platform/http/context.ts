// The cookie plugin's request and reply fields, for every file that reads the request's auth.
import type {} from '@fastify/cookie';
import type { SessionRecord } from '../sessions/session-store.ts';

/** What a request knows about who is calling, filled in by the session plugin. */
export interface RequestAuth {
  /** the live session, or null */
  session: SessionRecord | null;
  /** the cookie named a session that has just ended (idle or absolute limit) */
  expired: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth;
    csrfToken: string;
  }
}

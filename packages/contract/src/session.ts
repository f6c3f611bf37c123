import { z } from 'zod';
import { MAILBOX_STATUSES, validatePassword } from '@coax/domain';
import { defineRoute } from './route.ts';

const bit = z.union([z.literal(0), z.literal(1)]);

/** Seed 000 §3 Session user, as GET session returns it. */
export const sessionUser = z
  .object({
    hasOOLSession: z.boolean(),
    id: z.string(),
    corpId: z.string(),
    primary: z.boolean(),
    accountNumber: z.string(),
    /** p.bp, p.email, p.dvr, p.mus */
    p: z.object({ bp: bit, email: bit, dvr: bit, mus: z.enum(MAILBOX_STATUSES).nullable() }),
    ool: z.boolean(),
    m2m: z.boolean().optional(),
    ov: z.boolean(),
    io: z.boolean(),
    biz: bit,
    laBoxUser: z.boolean(),
    laboxOrMini: z.boolean(),
    hubId: z.string().nullable(),
    lineupId: z.string().nullable(),
    hdHubId: z.string().nullable(),
    hdLineupId: z.string().nullable(),
    eoid: z.string().nullable(),
    /** the agent acting for this subscriber, or null */
    csrId: z.string().nullable(),
    /** login time, ms since the epoch */
    t: z.number().int(),
    language: z.enum(['en', 'es']),
    entitlements: z.object({
      email: z.boolean(),
      tv: z.boolean(),
      dvr: z.boolean(),
      voicemail: z.boolean(),
      billPay: z.boolean(),
    }),
  })
  .meta({ id: 'SessionUser' });
export type SessionUser = z.infer<typeof sessionUser>;

/** An agent's own identity, present on every agent session. */
export const csrAgent = z.object({ id: z.string(), name: z.string() }).meta({ id: 'CsrAgent' });

export const sessionState = z
  .object({
    /** the subscriber this session acts as; null when anonymous, or an agent not yet acting */
    user: sessionUser.nullable(),
    /** set on an agent's session */
    agent: csrAgent.nullable(),
    /** the anti-forgery token to send back in the x-csrf-token header */
    csrfToken: z.string(),
    /** when the session ends if unused, ISO time; null when anonymous */
    idleExpiresAt: z.string().nullable(),
    /**
     * The browser sent a session that has ended (past its limits, or signed out elsewhere): a
     * protected page says 'Your session has expired. Login required.' rather than 'No session.'
     */
    expired: z.boolean(),
  })
  .meta({ id: 'SessionState' });
export type SessionState = z.infer<typeof sessionState>;

/** Why the limits exist: ids are 4-14 characters (seed 000 §5) and passwords at most 32; the extra room tolerates pasted spaces that are trimmed. */
export const loginBody = z.object({
  id: z
    .string()
    .max(64, 'The id is too long.')
    .transform((s) => s.trim())
    .pipe(z.string().min(1, 'Enter your id.')),
  password: z
    .string()
    .max(128, 'The password is too long.')
    .transform((s) => s.trim())
    .pipe(z.string().min(1, 'Enter your password.')),
  remember: z.boolean().default(false),
});
export type LoginBody = z.input<typeof loginBody>;

/**
 * Change password. The current one is read like a sign-in password (trimmed); the new one must
 * pass seed 000 §5's rules as typed, with the same function the browser runs live, so the two
 * can never disagree. The 128 cap only stops huge bodies before the rules run.
 */
export const changePasswordBody = z.strictObject({
  currentPassword: loginBody.shape.password,
  newPassword: z
    .string()
    .max(128, 'The password is too long.')
    .superRefine((value, ctx) => {
      const check = validatePassword(value);
      if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message });
    }),
});
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

export const sessionRoutes = {
  getSession: defineRoute({
    method: 'GET',
    path: '/api/session',
    summary: 'The current session: the user it acts as, the agent, and the anti-forgery token',
    area: 'session',
    access: 'public',
    response: sessionState,
  }),
  login: defineRoute({
    method: 'POST',
    path: '/api/session/login',
    summary: 'Sign in with id and password; rotates the session',
    area: 'session',
    access: 'public',
    body: loginBody,
    response: sessionState,
  }),
  reauth: defineRoute({
    method: 'POST',
    path: '/api/session/reauth',
    summary: 'Confirm the password again to unlock sensitive calls',
    area: 'session',
    access: 'user',
    body: z.object({ password: loginBody.shape.password }),
    response: sessionState,
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/session/logout',
    summary: 'Sign out: destroys this session',
    area: 'session',
    access: 'public',
    response: z.object({ ok: z.literal(true) }),
  }),
  logoutAll: defineRoute({
    method: 'POST',
    path: '/api/session/logout-all',
    summary: 'Ends every session of an id (your own, or any id for an agent)',
    area: 'session',
    access: 'user',
    recentAuth: true,
    body: z.object({ id: z.string().trim().min(1, 'Enter the id.').max(64) }),
    response: z.object({ ended: z.number().int().nonnegative() }),
  }),
  changePassword: defineRoute({
    method: 'POST',
    path: '/api/session/password',
    summary:
      "Change the signed-in id's password: checks the current one (failures count toward lockout), ends the id's other sessions and keeps this one. Not for an agent acting for a subscriber",
    area: 'session',
    access: 'user',
    recentAuth: true,
    body: changePasswordBody,
    response: z.object({
      /** how many other sessions of the id were ended */
      endedSessions: z.number().int().nonnegative(),
    }),
  }),
};

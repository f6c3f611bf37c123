/**
 * The audit log of the agent desk (issue 23 item 4): who did what, for whom. An entry names its
 * actor (an agent, the subscriber themself, or the job runner) apart from its subject (whose
 * account it touched), and says which kind of entry it is, so an agent's one change is not buried
 * under the reads made while acting.
 */

/** read: a look while acting; change: anything that changed something; session: acting started or stopped */
export const AUDIT_KINDS = ['read', 'change', 'session'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** Who did it: an agent acting for a subscriber, the subscriber themself, or the job runner. */
export const AUDIT_ACTOR_ROLES = ['agent', 'subscriber', 'system'] as const;
export type AuditActorRole = (typeof AUDIT_ACTOR_ROLES)[number];

/**
 * What the desk's log shows: `actions` (changes and acting sessions) unless asked otherwise, so
 * the reads are one choice away but never in the way; `all` is every kind.
 */
export const AUDIT_VIEWS = ['actions', 'change', 'session', 'read', 'all'] as const;
export type AuditView = (typeof AUDIT_VIEWS)[number];
export const AUDIT_DEFAULT_VIEW: AuditView = 'actions';

/** The kinds of entry a view lists. */
export function auditKindsOf(view: AuditView): readonly AuditKind[] {
  switch (view) {
    case 'actions':
      return ['change', 'session'];
    case 'all':
      return AUDIT_KINDS;
    default:
      return [view];
  }
}

/** A call made while acting: a GET or HEAD only looks; any other method is a change. */
export function auditKindOfMethod(method: string): Exclude<AuditKind, 'session'> {
  const m = method.toUpperCase();
  return m === 'GET' || m === 'HEAD' ? 'read' : 'change';
}

/** The two session entries: an agent starts acting for a subscriber, and stops. */
export const AUDIT_SESSION_ACTIONS = {
  started: 'csr.acting.started',
  stopped: 'csr.acting.stopped',
} as const;

/** An agent lifts the sign-in ban strangers' wrong passwords put on a subscriber's id. */
export const AUDIT_SIGN_IN_BAN_LIFTED = 'csr.sign-in-ban.lifted';

/** The job runner's actor id (scheduled payments posted, autopay made). */
export const AUDIT_SYSTEM_ACTOR = 'system';

/**
 * The actor's role from who did it and for whom: the job runner is `system`; someone acting on
 * another's account is an agent (only agents may); otherwise it is the subscriber themself.
 */
export function auditActorRole(actorId: string, subjectId: string): AuditActorRole {
  if (actorId === AUDIT_SYSTEM_ACTOR) return 'system';
  return actorId === subjectId ? 'subscriber' : 'agent';
}

/** A page of the log: enough for a shift's changes; the desk pages on past it. */
export const AUDIT_PAGE_SIZE = 50;
/** The most a caller may ask for in one page. */
export const AUDIT_PAGE_MAX = 200;

import {
  seedMessage,
  seedReason,
  type ErrorCode,
  type ErrorIssue,
  type ErrorResponse,
  type Reason,
} from '@coax/contract';
import { BillingMessages } from '@coax/domain';

type Extra = Omit<ErrorResponse['error'], 'code' | 'message' | 'reason'>;

/** A failure with a stable code, reason and status. Only these reach a client with their message. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly reason: Reason,
    message: string,
    readonly extra: Extra = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): ErrorResponse {
    return { error: { code: this.code, reason: this.reason, message: this.message, ...this.extra } };
  }
}

/** The seed's verbatim message for a reason, or the fallback when the seed words none. */
const say = (reason: Reason, message: string | undefined, fallback: string) =>
  message ?? seedMessage(reason) ?? fallback;

/** One field issue; the message defaults to the reason's seed message. */
export const issue = (path: string, reason: Reason, message?: string): ErrorIssue => ({
  path,
  reason,
  message: say(reason, message, 'Please check this field.'),
});

const withIssues = (issues?: ErrorIssue[]): Extra => (issues ? { issues } : {});

export const errors = {
  badRequest: (reason: Reason, message?: string, issues?: ErrorIssue[]) =>
    new AppError(
      400,
      'BAD_REQUEST',
      reason,
      say(reason, message, 'The request is not valid.'),
      withIssues(issues),
    ),
  /**
   * A domain check's refusal, worded by the domain: the reason is the one the contract pairs with
   * that seed message (issue-reasons.ts), `fallback` when none does. With `path`, one field issue.
   */
  refused: (message: string, fallback: Reason, path?: string) => {
    const reason = seedReason(message, fallback.split('.')[0]) ?? fallback;
    return errors.badRequest(reason, message, path ? [{ path, reason, message }] : undefined);
  },
  noSession: () => new AppError(401, 'NO_SESSION', 'session.none', say('session.none', undefined, '')),
  sessionExpired: () =>
    new AppError(401, 'SESSION_EXPIRED', 'session.expired', say('session.expired', undefined, '')),
  reauthRequired: () =>
    new AppError(
      401,
      'REAUTH_REQUIRED',
      'session.reauth-required',
      say('session.reauth-required', undefined, ''),
    ),
  badCredentials: (extra: Pick<Extra, 'attempts_remaining' | 'failed_attempts'>) =>
    new AppError(
      401,
      'BAD_CREDENTIALS',
      'session.bad-credentials',
      'The id or password you entered is incorrect.',
      extra,
    ),
  tempBan: (extra: Pick<Extra, 'ban_info'>) =>
    new AppError(
      423,
      'TEMP_BAN',
      'session.locked',
      'Too many failed sign-in attempts. This id is locked for a while.',
      extra,
    ),
  forbidden: (reason: Reason, message?: string) =>
    new AppError(403, 'FORBIDDEN', reason, say(reason, message, 'You are not allowed to do that.')),
  notFound: (reason: Reason, message?: string) =>
    new AppError(404, 'NOT_FOUND', reason, say(reason, message, 'Not found.')),
  conflict: (reason: Reason, message?: string, issues?: ErrorIssue[]) =>
    new AppError(
      409,
      'CONFLICT',
      reason,
      say(reason, message, 'This conflicts with the current state. Reload and try again.'),
      withIssues(issues),
    ),
  csrf: () =>
    new AppError(
      403,
      'CSRF',
      'request.forged',
      'This request was refused because it did not come from this site. Reload the page and try again.',
    ),
  throttled: (reason: Reason = 'request.throttled', message?: string) =>
    new AppError(
      429,
      'THROTTLED',
      reason,
      say(reason, message, 'Too many requests. Please wait a moment and try again.'),
    ),
  internal: () => new AppError(500, 'INTERNAL', 'server.internal', BillingMessages.technicalDifficulties),
  /** a processor or back end did not answer (502/503); nothing was changed and a retry may work */
  unavailable: (reason: Reason, status: 502 | 503 = 503) =>
    new AppError(status, 'INTERNAL', reason, BillingMessages.technicalDifficulties),
  /** the same Idempotency-Key with a different request */
  idempotencyConflict: () =>
    new AppError(
      409,
      'IDEMPOTENCY_CONFLICT',
      'request.idempotency.conflict',
      'This request does not match the earlier one sent with the same key.',
    ),
  /** the first request with this Idempotency-Key has not finished */
  idempotencyInProgress: () =>
    new AppError(
      409,
      'IDEMPOTENCY_IN_PROGRESS',
      'request.idempotency.in-progress',
      'This request is already being processed. Please wait a moment before checking the result.',
    ),
  /** a stored answer sent again as it was (an idempotent replay) */
  replay: (status: number, body: ErrorResponse['error']) => {
    const { code, reason, message, ...extra } = body;
    return new AppError(status, code, reason, message, extra);
  },
};

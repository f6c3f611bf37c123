import type { ErrorCode, ErrorResponse } from '@coax/contract';
import { BillingMessages, SessionMessages } from '@coax/domain';

type Extra = Omit<ErrorResponse['error'], 'code' | 'message'>;

/** A failure with a stable code and status. Only these reach a client with their message. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: Extra = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): ErrorResponse {
    return { error: { code: this.code, message: this.message, ...this.extra } };
  }
}

export const errors = {
  badRequest: (message: string, issues?: Extra['issues']) =>
    new AppError(400, 'BAD_REQUEST', message, issues ? { issues } : {}),
  noSession: () => new AppError(401, 'NO_SESSION', SessionMessages.noSession),
  sessionExpired: () => new AppError(401, 'SESSION_EXPIRED', SessionMessages.sessionExpired),
  reauthRequired: () => new AppError(401, 'REAUTH_REQUIRED', SessionMessages.reauthRequired),
  forbidden: (message = 'You are not allowed to do that.') => new AppError(403, 'FORBIDDEN', message),
  notFound: (message = 'Not found.') => new AppError(404, 'NOT_FOUND', message),
  csrf: () =>
    new AppError(
      403,
      'CSRF',
      'This request was refused because it did not come from this site. Reload the page and try again.',
    ),
  throttled: (message = 'Too many requests. Please wait a moment and try again.') =>
    new AppError(429, 'THROTTLED', message),
  internal: () => new AppError(500, 'INTERNAL', BillingMessages.technicalDifficulties),
  /** the same Idempotency-Key with a different request */
  idempotencyConflict: () =>
    new AppError(
      409,
      'IDEMPOTENCY_CONFLICT',
      'This request does not match the earlier one sent with the same key.',
    ),
  /** the first request with this Idempotency-Key has not finished */
  idempotencyInProgress: () =>
    new AppError(
      409,
      'IDEMPOTENCY_IN_PROGRESS',
      'This request is already being processed. Please wait a moment before checking the result.',
    ),
};

// Seed 002 §8's sign-in failure codes (BAD_CREDENTIALS, TEMP_BAN, THROTTLED) are error codes of
// the contract (`packages/contract/src/errors.ts`).

/** Seed 002 §8 Recovery: maps an HTTP status of a recovery call to its code. */
export type RecoveryErrorCode =
  'UNRECOVERABLE_ERROR' | 'BAD_REQUEST' | 'THROTTLED' | 'BAD_ANSWER' | 'NOT_AUTHORIZED';
export function recoveryErrorCode(status: number, answerRejected = false): RecoveryErrorCode {
  if (status >= 500) return 'UNRECOVERABLE_ERROR';
  if (status === 429) return 'THROTTLED';
  if (status === 400) return answerRejected ? 'BAD_ANSWER' : 'BAD_REQUEST';
  return 'NOT_AUTHORIZED';
}

/** Seed 002 §8: password change: 400 gives BAD_PASS, 401 gives UNAUTHORIZED, else UNKNOWN_ERROR. */
export type PasswordChangeErrorCode = 'BAD_PASS' | 'UNAUTHORIZED' | 'UNKNOWN_ERROR';
export function passwordChangeErrorCode(status: number): PasswordChangeErrorCode {
  if (status === 400) return 'BAD_PASS';
  if (status === 401) return 'UNAUTHORIZED';
  return 'UNKNOWN_ERROR';
}

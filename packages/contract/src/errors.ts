import { z } from 'zod';
import { REASONS } from './reasons.ts';

/** A refusal's reason id (reasons.ts): one of the known ids, nothing else. */
export const reasonSchema = z.enum(REASONS);

/** Stable error codes. A client branches on `code`, never on `message`. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'NO_SESSION',
  'SESSION_EXPIRED',
  'REAUTH_REQUIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'BAD_CREDENTIALS',
  'TEMP_BAN',
  'THROTTLED',
  'CSRF',
  'INTERNAL',
  /** the Idempotency-Key was used before for a different request */
  'IDEMPOTENCY_CONFLICT',
  /** the first request with this Idempotency-Key is still running */
  'IDEMPOTENCY_IN_PROGRESS',
  /** a recovery token that is missing, used or expired (seed 002 §8 NOT_AUTHORIZED / UNAUTHORIZED) */
  'UNAUTHORIZED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** One wrong input field: where, the reason id, and the message in English. */
export const errorIssue = z.object({ path: z.string(), message: z.string(), reason: reasonSchema });
export type ErrorIssue = z.infer<typeof errorIssue>;

/**
 * Every error answer has this shape. A client shows its own words for `reason` (reasons.ts) and
 * never matches on `message`, which is the seed's English for logs and API readers.
 */
export const errorResponse = z
  .object({
    error: z.object({
      code: z.enum(ERROR_CODES),
      /** why: a stable id, `<area>.<thing>[.<detail>]` */
      reason: reasonSchema,
      message: z.string(),
      /** which input fields were wrong, for 400s */
      issues: z.array(errorIssue).optional(),
      /** BAD_CREDENTIALS (seed 002 §8) */
      attempts_remaining: z.number().int().optional(),
      failed_attempts: z.number().int().optional(),
      /** TEMP_BAN (seed 002 §8): when the ban lifts */
      ban_info: z.object({ until: z.string(), seconds_remaining: z.number().int() }).optional(),
    }),
  })
  .meta({ id: 'Error' });
export type ErrorResponse = z.infer<typeof errorResponse>;

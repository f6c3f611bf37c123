import type { Reason } from '@coax/contract';
import type { MessageKey } from '../i18n/en.ts';
import { isApiError } from './api-client.ts';

/**
 * A feature's words for the refusals it expects: reason id -> its own catalogue key. Partial: a
 * reason it does not list falls back to a generic message by HTTP status (`fallbackKey`). Pages
 * show these keys, never the server's `message`, so a Spanish page reads Spanish.
 */
export type ReasonKeys<K extends string> = Partial<Record<Reason, K>>;

/** The feature's key for a failed call's reason, if it has one. */
export function reasonKey<K extends string>(error: unknown, keys: ReasonKeys<K>): K | undefined {
  return isApiError(error) && error.reason ? keys[error.reason] : undefined;
}

/** The generic message for a failed call, by HTTP status; no answer or a 5xx is the seed's default. */
export function fallbackKey(error: unknown): MessageKey {
  if (!isApiError(error) || error.status === 0 || error.status >= 500) return 'common.technicalDifficulties';
  switch (error.status) {
    case 401:
      return 'common.refused.signIn';
    case 403:
      return 'common.refused.forbidden';
    case 404:
      return 'common.refused.notFound';
    case 409:
      return 'common.refused.conflict';
    case 429:
      return 'common.refused.throttled';
    default:
      return 'common.refused.badRequest';
  }
}

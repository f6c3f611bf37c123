import { isApiError } from '../lib/api-client.ts';
import { formatTimeOrDateTime } from '../i18n/format.ts';
import type { Translator } from '../i18n/use-t.ts';

/** When a TEMP_BAN lifts: the server's `until`, else now plus `seconds_remaining`. */
function banLiftsAt(
  until: string | undefined,
  secondsRemaining: number | undefined,
  now: Date,
): Date | undefined {
  const parsed = until ? new Date(until) : undefined;
  if (parsed && !Number.isNaN(parsed.getTime())) return parsed;
  if (secondsRemaining !== undefined) return new Date(now.getTime() + secondsRemaining * 1000);
  return undefined;
}

/** The words for a failed sign-in or password confirmation (seed 002 §8 Login failure). */
export function signInErrorMessage(
  error: unknown,
  { t, tn, locale }: Translator,
  now: Date = new Date(),
): string {
  if (!isApiError(error)) return t('common.technicalDifficulties');
  const detail = error.body?.error;
  switch (error.code) {
    case 'BAD_CREDENTIALS': {
      const remaining = detail?.attempts_remaining;
      return remaining === undefined ? t('login.badCredentials') : tn('login.attemptsRemaining', remaining);
    }
    case 'TEMP_BAN': {
      const at = banLiftsAt(detail?.ban_info?.until, detail?.ban_info?.seconds_remaining, now);
      return at
        ? t('login.tempBan', { time: formatTimeOrDateTime(at, locale, now) })
        : t('login.tempBanNoTime');
    }
    case 'THROTTLED':
      return t('login.throttled');
    case 'BAD_REQUEST':
      return t('login.badRequest');
    default:
      return t('common.technicalDifficulties');
  }
}

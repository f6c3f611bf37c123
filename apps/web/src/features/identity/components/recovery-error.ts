import type { Reason } from '@coax/contract';
import { passwordChangeErrorCode, recoveryErrorCode } from '@coax/domain';
import type { MessageKey } from '../../../i18n/en.ts';
import { isApiError } from '../../../lib/api-client.ts';
import type { AreaTranslator } from '../../../i18n/area-t.ts';
import type { IdentityMessageKey } from '../i18n/use-identity-t.ts';

const PASSWORD_RULE: Partial<Record<Reason, MessageKey>> = {
  'session.password.length': 'shellForms.password.length',
  'session.password.characters': 'shellForms.password.characters',
  'session.password.repetitive': 'shellForms.password.repetitive',
};

const statusOf = (error: unknown) => (isApiError(error) && error.status !== 0 ? error.status : 500);

/** Seed 002 §8 Recovery: a failed recovery step shown by its code. */
export function recoveryFailure(error: unknown, { t }: AreaTranslator<IdentityMessageKey>): string {
  const answerRejected = isApiError(error) && error.reason === 'identity.recovery.bad-answer';
  return t(`identity.code.${recoveryErrorCode(statusOf(error), answerRejected)}`);
}

/** Seed 002 §8 password change: 400 is BAD_PASS with the server's reason in the page's words. */
export function newPasswordFailure(error: unknown, { t }: AreaTranslator<IdentityMessageKey>): string {
  const code = passwordChangeErrorCode(statusOf(error));
  if (code !== 'BAD_PASS') return t(`identity.code.${code}`);
  const rule = isApiError(error) && error.reason ? PASSWORD_RULE[error.reason] : undefined;
  return t('identity.code.BAD_PASS', { message: t(rule ?? 'common.refused.badRequest') });
}

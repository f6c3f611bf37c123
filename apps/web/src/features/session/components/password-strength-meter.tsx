import { isFlaggedWeakPassword, passwordStrength, validationMessageDelayMs } from '@coax/domain';
import { useT } from '../../../i18n/use-t.ts';
import { useSettledValue } from '../../../ui/live-field.tsx';

/**
 * Seed 000 §3 "Password strength result" (percent, text, color) as a bar and its label, following
 * the password check's 500 ms debounce. The label is the reading; the bar only repeats it, so it
 * is hidden from assistive technology.
 */
export function PasswordStrengthMeter({ password, id }: { password: string; id: string }) {
  const { t } = useT();
  const settled = useSettledValue(password, validationMessageDelayMs('password'));
  if (settled === '') return null;
  const strength = passwordStrength(settled);
  return (
    <div className="strength-meter" id={id}>
      <p className="strength-meter__reading" aria-live="polite">
        {t('shellForms.strength.label')}:{' '}
        <strong style={{ color: strength.color }}>{t(`shellForms.strength.${strength.text}`)}</strong>
      </p>
      <div className="strength-meter__track" aria-hidden="true">
        <div
          className="strength-meter__bar"
          style={{ width: `${Math.max(strength.percent, 2)}%`, backgroundColor: strength.color }}
        />
      </div>
      {isFlaggedWeakPassword(settled) ? <p className="field__hint">{t('shellForms.strength.weak')}</p> : null}
    </div>
  );
}

import type { FormEvent, ReactNode, Ref } from 'react';
import { NAME_ON_ACCOUNT_MAX_LENGTH, NICKNAME_MAX_LENGTH } from '@coax/domain';
import { useBillingT } from '../../i18n/use-billing-t.ts';
import { ErrorSummary, type SummaryItem } from '../../../../ui/error-summary.tsx';
import { Notice } from '../../../../ui/notice.tsx';
import { InputField } from './form-fields.tsx';
import { failureKey, serverFieldErrors } from './messages.ts';
import { BusyButton } from '../../../../ui/busy-button.tsx';

/** The fields every payment-method form has (seed 002 §5 Add card, Add checking account, Edit). */
type ShellField = 'nameOnAccount' | 'nickname';

/** What the shell needs of the form's `useFieldErrors`. */
interface ShellFieldErrors {
  errorFor(field: ShellField): string | undefined;
  touch(field: ShellField): void;
  summary: readonly SummaryItem[];
}

interface TextValue {
  value: string;
  onChange: (value: string) => void;
}

/**
 * The frame of the add-card, add-checking-account and edit forms: title, error summary, the
 * failure of the last save, name on account, nickname and the submit button. What differs
 * goes in `between` (after the name) and `children` (after the nickname).
 */
export function MethodFormShell({
  idPrefix,
  heading: Heading,
  title,
  className,
  onSubmit,
  fields,
  error,
  name,
  nickname,
  between,
  children,
  submit,
  secondary,
}: {
  idPrefix: string;
  /** the add forms are sections of the page; the edit form sits inside a saved method's entry */
  heading: 'h2' | 'h3';
  title: string;
  className?: string;
  onSubmit: (e: FormEvent) => void;
  fields: ShellFieldErrors;
  /** the save's error: field errors show at their fields, anything else above the form */
  error: Error | null;
  name: TextValue & { label: string; autoComplete: string; ref?: Ref<HTMLInputElement> };
  nickname: TextValue;
  between?: ReactNode;
  children?: ReactNode;
  submit: { label: string; pending: boolean; disabled?: boolean; describedBy?: string | undefined };
  /** shown after the submit button, e.g. Cancel */
  secondary?: ReactNode;
}) {
  const { t } = useBillingT();
  const failure = error && Object.keys(serverFieldErrors(error)).length === 0 ? error : null;
  const titleId = `${idPrefix}-title`;

  return (
    <form
      className={`method-form${className ? ` ${className}` : ''} stack`}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={titleId}
    >
      <Heading id={titleId}>{title}</Heading>
      <ErrorSummary title={t('common.errorSummaryTitle')} items={fields.summary} />
      {failure ? (
        <Notice tone="error" live="assertive">
          <p>{t(failureKey(failure))}</p>
        </Notice>
      ) : null}
      <InputField
        ref={name.ref}
        id={`${idPrefix}-nameOnAccount`}
        label={name.label}
        error={fields.errorFor('nameOnAccount')}
        value={name.value}
        autoComplete={name.autoComplete}
        maxLength={NAME_ON_ACCOUNT_MAX_LENGTH}
        onChange={(e) => name.onChange(e.target.value)}
        onBlur={() => fields.touch('nameOnAccount')}
      />
      {between}
      <InputField
        id={`${idPrefix}-nickname`}
        label={t('billingMethods.form.nickname')}
        hint={t('billingMethods.form.nicknameHint')}
        error={fields.errorFor('nickname')}
        value={nickname.value}
        maxLength={NICKNAME_MAX_LENGTH}
        autoComplete="off"
        onChange={(e) => nickname.onChange(e.target.value)}
        onBlur={() => fields.touch('nickname')}
      />
      {children}
      <div className="button-row">
        <BusyButton
          busy={submit.pending}
          busyLabel={t('billingMethods.form.saving')}
          disabled={submit.disabled === true}
          aria-describedby={submit.describedBy}
          aria-busy={submit.pending || undefined}
        >
          {submit.label}
        </BusyButton>
        {secondary}
      </div>
    </form>
  );
}

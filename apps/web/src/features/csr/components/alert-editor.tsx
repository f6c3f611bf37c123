import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ALERT_LANGUAGES, ALERT_TYPES, type AlertLanguage, type AlertType } from '@coax/domain';
import { isApiError, issuesOf } from '../../../lib/api-client.ts';
import { ErrorSummary, type SummaryItem } from '../../../ui/error-summary.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { formToInput, type AlertFormValues, type FieldErrors } from '../alert-form.ts';
import { issuesToFieldErrors } from '../alert-issues.ts';
import { useSaveOperatorAlert, type SaveOperatorAlertResult } from '../api/save-operator-alert.ts';
import { AlertCtaEditor } from './alert-cta-editor.tsx';
import { CheckboxField, SelectField, TextAreaField } from './alert-editor-fields.tsx';
import { BusyButton } from '../../../ui/busy-button.tsx';
import { useCsrT } from '../i18n/use-csr-t.ts';

/** The order fields appear in, so the summary lists problems top to bottom. */
const FIELD_ORDER = [
  'id',
  'title',
  'summary',
  'message',
  'type',
  'priority',
  'link',
  'source',
  'primaryMessage',
  'icon',
  'img',
  'ctas',
  'regions',
  'corpIds',
  'language',
  'publishAt',
  'expiresAt',
];
const orderOf = (key: string) => {
  const top = key.split('.')[0] ?? key;
  const i = FIELD_ORDER.indexOf(top);
  return i === -1 ? FIELD_ORDER.length : i;
};

/**
 * Create or edit one operator alert (seed 000 §3 Alert, every field the admin PUT takes). What the
 * browser can tell (missing text, a priority or time that is not one) is said before sending;
 * the contract's own rules come back from the server on the same fields. A failure keeps
 * everything typed.
 */
export function AlertEditor({
  mode,
  initial,
  nextKey,
  onSaved,
  onCancel,
}: {
  mode: 'new' | 'edit';
  initial: AlertFormValues;
  nextKey: () => number;
  onSaved: (result: SaveOperatorAlertResult) => void;
  onCancel: () => void;
}) {
  const { t } = useCsrT();
  const save = useSaveOperatorAlert();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problems, setProblems] = useState<string[]>([]);
  const [attempt, setAttempt] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const p = 'alert-editor';

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const set = <K extends keyof AlertFormValues>(key: K, value: AlertFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    setAttempt((n) => n + 1);
    const checked = formToInput(values);
    if (!checked.ok) {
      setErrors(Object.fromEntries(Object.entries(checked.errors).map(([k, key]) => [k, t(key)])));
      setProblems([]);
      return;
    }
    setErrors({});
    setProblems([]);
    save.mutate(checked.input, {
      onSuccess: onSaved,
      onError: (error) => {
        if (isApiError(error, 'BAD_REQUEST')) {
          const { fields, other } = issuesToFieldErrors(issuesOf(error));
          setErrors(Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, t(key)])));
          setProblems([t('csr.alertsAdmin.notSaved'), ...other.map((key) => t(key))]);
        } else if (isApiError(error, 'FORBIDDEN')) {
          setProblems([t('csr.alertsAdmin.forbidden')]);
        } else {
          setProblems([t('csr.alertsAdmin.saveFailed')]);
        }
      },
    });
  };

  const fieldId = (key: string) => {
    const cta = /^ctas\.(\d+)\.(label|href)$/.exec(key);
    if (cta) {
      const row = values.ctas[Number(cta[1])];
      return row ? `${p}-cta-${row.key}-${cta[2]}` : undefined;
    }
    return `${p}-${key}`;
  };
  const summary: SummaryItem[] = [
    ...problems.map((message) => ({ message })),
    ...Object.entries(errors)
      .sort(([a], [b]) => orderOf(a) - orderOf(b))
      .map(([key, message]) => ({ message, fieldId: fieldId(key) })),
  ];

  const typeOptions: { value: AlertType | ''; label: string }[] = [
    { value: '', label: t('csr.alertsAdmin.noType') },
    ...ALERT_TYPES.map((type) => ({ value: type, label: type })),
  ];
  const languageOptions = ALERT_LANGUAGES.map((value: AlertLanguage) => ({
    value,
    label: t(`csr.alertsAdmin.language.${value}`),
  }));
  const text = (key: 'link' | 'source' | 'primaryMessage' | 'icon' | 'img', hint?: string) => (
    <TextField
      id={`${p}-${key}`}
      label={t(`csr.alertsAdmin.field.${key}`)}
      hint={hint}
      value={values[key]}
      onChange={(event) => set(key, event.target.value)}
      error={errors[key]}
      spellCheck={key === 'primaryMessage' || key === 'source'}
    />
  );

  return (
    <section className="card stack alerts-admin__editor" aria-labelledby={`${p}-heading`}>
      <h2 id={`${p}-heading`} ref={headingRef} tabIndex={-1}>
        {mode === 'new' ? t('csr.alertsAdmin.editorNew') : t('csr.alertsAdmin.editorEdit', { id: values.id })}
      </h2>
      <form className="stack" onSubmit={onSubmit} noValidate aria-busy={save.isPending}>
        <ErrorSummary key={attempt} title={t('common.errorSummaryTitle')} items={summary} />

        <fieldset className="alerts-admin__section">
          <legend>{t('csr.alertsAdmin.section.content')}</legend>
          <TextField
            id={`${p}-id`}
            label={t('csr.alertsAdmin.field.id')}
            hint={t('csr.alertsAdmin.field.idHint')}
            value={values.id}
            onChange={(event) => set('id', event.target.value)}
            error={errors.id}
            readOnly={mode === 'edit'}
            autoCapitalize="none"
            spellCheck={false}
          />
          <TextField
            id={`${p}-title`}
            label={t('csr.alertsAdmin.field.title')}
            value={values.title}
            onChange={(event) => set('title', event.target.value)}
            error={errors.title}
          />
          <TextAreaField
            id={`${p}-summary`}
            label={t('csr.alertsAdmin.field.summary')}
            value={values.summary}
            onChange={(value) => set('summary', value)}
            error={errors.summary}
          />
          <TextAreaField
            id={`${p}-message`}
            label={t('csr.alertsAdmin.field.message')}
            hint={t('csr.alertsAdmin.field.messageHint')}
            value={values.message}
            onChange={(value) => set('message', value)}
            error={errors.message}
            rows={5}
          />
        </fieldset>

        <fieldset className="alerts-admin__section">
          <legend>{t('csr.alertsAdmin.section.display')}</legend>
          <SelectField
            id={`${p}-type`}
            label={t('csr.alertsAdmin.field.type')}
            value={values.type}
            options={typeOptions}
            onChange={(value) => set('type', value)}
            error={errors.type}
          />
          <TextField
            id={`${p}-priority`}
            label={t('csr.alertsAdmin.field.priority')}
            hint={t('csr.alertsAdmin.field.priorityHint')}
            inputMode="numeric"
            value={values.priority}
            onChange={(event) => set('priority', event.target.value)}
            error={errors.priority}
          />
          <CheckboxField
            id={`${p}-actionAlert`}
            label={t('csr.alertsAdmin.field.actionAlert')}
            checked={values.actionAlert}
            onChange={(checked) => set('actionAlert', checked)}
          />
          {text('link', t('csr.alertsAdmin.field.linkHint'))}
          {text('source')}
          {text('primaryMessage', t('csr.alertsAdmin.field.primaryMessageHint'))}
          {text('icon')}
          {text('img', t('csr.alertsAdmin.field.linkHint'))}
        </fieldset>

        <fieldset className="alerts-admin__section">
          <legend>{t('csr.alertsAdmin.section.buttons')}</legend>
          {errors.ctas ? <p className="field__error">{errors.ctas}</p> : null}
          <AlertCtaEditor
            idPrefix={p}
            rows={values.ctas}
            errors={errors}
            onChange={(rows) => set('ctas', rows)}
            nextKey={nextKey}
          />
        </fieldset>

        <fieldset className="alerts-admin__section">
          <legend>{t('csr.alertsAdmin.section.audience')}</legend>
          <TextField
            id={`${p}-regions`}
            label={t('csr.alertsAdmin.field.regions')}
            hint={t('csr.alertsAdmin.field.regionsHint')}
            value={values.regions}
            onChange={(event) => set('regions', event.target.value)}
            error={errors.regions}
            autoCapitalize="none"
            spellCheck={false}
          />
          <TextField
            id={`${p}-corpIds`}
            label={t('csr.alertsAdmin.field.corpIds')}
            hint={t('csr.alertsAdmin.field.corpIdsHint')}
            inputMode="numeric"
            value={values.corpIds}
            onChange={(event) => set('corpIds', event.target.value)}
            error={errors.corpIds}
          />
          <SelectField
            id={`${p}-language`}
            label={t('csr.alertsAdmin.field.language')}
            value={values.language}
            options={languageOptions}
            onChange={(value) => set('language', value)}
            error={errors.language}
          />
        </fieldset>

        <fieldset className="alerts-admin__section">
          <legend>{t('csr.alertsAdmin.section.publishing')}</legend>
          <TextField
            id={`${p}-publishAt`}
            type="datetime-local"
            label={t('csr.alertsAdmin.field.publishAt')}
            hint={t('csr.alertsAdmin.field.publishAtHint')}
            value={values.publishAt}
            onChange={(event) => set('publishAt', event.target.value)}
            error={errors.publishAt}
          />
          <TextField
            id={`${p}-expiresAt`}
            type="datetime-local"
            label={t('csr.alertsAdmin.field.expiresAt')}
            hint={t('csr.alertsAdmin.field.expiresAtHint')}
            value={values.expiresAt}
            onChange={(event) => set('expiresAt', event.target.value)}
            error={errors.expiresAt}
          />
          <CheckboxField
            id={`${p}-published`}
            label={t('csr.alertsAdmin.field.published')}
            hint={t('csr.alertsAdmin.field.publishedHint')}
            checked={values.published}
            onChange={(checked) => set('published', checked)}
          />
        </fieldset>

        <div className="button-row">
          <BusyButton busy={save.isPending} busyLabel={t('csr.alertsAdmin.saving')}>
            {t('csr.alertsAdmin.save')}
          </BusyButton>
          <button type="button" className="button button--quiet" onClick={onCancel}>
            {t('csr.alertsAdmin.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}

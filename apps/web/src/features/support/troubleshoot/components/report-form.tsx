import { useState, type FormEvent } from 'react';
import {
  TROUBLESHOOT_PRODUCTS,
  TROUBLESHOOT_REPORT_LIMITS,
  isValidEmail,
  plainComments,
  stripSpecialCharacters,
  validatePhone,
  type TroubleshootService,
} from '@coax/domain';
import { issuesOf } from '../../../../lib/api-client.ts';
import { fallbackKey } from '../../../../lib/refusal.ts';
import { BusyButton } from '../../../../ui/busy-button.tsx';
import { FieldNotes, describedByOf } from '../../../../ui/field-notes.tsx';
import { Notice } from '../../../../ui/notice.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { useReportIssue } from '../api/troubleshoot.ts';
import { useTroubleshootT, type TroubleshootKey } from '../i18n/use-troubleshoot-t.ts';

type Field = 'name' | 'email' | 'phone' | 'comments';
const FIELD_KEYS: Record<Field, TroubleshootKey> = {
  name: 'troubleshoot.report.nameRequired',
  email: 'troubleshoot.report.emailInvalid',
  phone: 'troubleshoot.report.phoneInvalid',
  comments: 'troubleshoot.report.commentsRequired',
};

/**
 * Seed 002 §3 Troubleshoot report (name, email, phone, productName, comments), sent to
 * rightnow/reportserviceissue. The comments are a no-special-character field (seed 002 §5): what
 * the rule does not allow is dropped as it is typed. What was typed is kept when sending fails.
 */
export function ReportForm({ product }: { product: TroubleshootService }) {
  const { t } = useTroubleshootT();
  const report = useReportIssue();
  const [form, setForm] = useState({ name: '', email: '', phone: '', productName: product, comments: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, TroubleshootKey>>>({});
  const [key, setKey] = useState<string | null>(null);

  const check = (): Partial<Record<Field, TroubleshootKey>> => {
    const found: Partial<Record<Field, TroubleshootKey>> = {};
    if (form.name.trim() === '') found.name = FIELD_KEYS.name;
    if (!isValidEmail(form.email)) found.email = FIELD_KEYS.email;
    if (!validatePhone(form.phone).ok) found.phone = FIELD_KEYS.phone;
    if (plainComments(form.comments) === '') found.comments = FIELD_KEYS.comments;
    return found;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`report-${first}`)?.focus();
      return;
    }
    const idempotencyKey = report.isError && key ? key : crypto.randomUUID();
    setKey(idempotencyKey);
    report.mutate(
      { body: { ...form, comments: plainComments(form.comments) }, idempotencyKey },
      {
        onError: (error) => {
          const fields: Partial<Record<Field, TroubleshootKey>> = {};
          for (const issue of issuesOf(error)) {
            const field = issue.path.replace(/^body\./, '') as Field;
            if (field in FIELD_KEYS) fields[field] = FIELD_KEYS[field];
          }
          setErrors(fields);
        },
      },
    );
  };

  if (report.data) {
    return (
      <Notice tone="success" live="polite">
        {t('troubleshoot.report.sent', { caseNumber: report.data.caseNumber, email: form.email })}
      </Notice>
    );
  }
  const err = (f: Field) => (errors[f] ? t(errors[f]) : undefined);
  const set = (patch: Partial<typeof form>) => setForm((old) => ({ ...old, ...patch }));

  return (
    <form className="stack troubleshoot-report" onSubmit={submit} noValidate aria-labelledby="report-title">
      <h3 id="report-title">{t('troubleshoot.report.title')}</h3>
      <p>{t('troubleshoot.report.intro')}</p>
      <TextField
        id="report-name"
        label={t('troubleshoot.report.name')}
        autoComplete="name"
        maxLength={TROUBLESHOOT_REPORT_LIMITS.name}
        value={form.name}
        error={err('name')}
        onChange={(e) => set({ name: e.target.value })}
      />
      <TextField
        id="report-email"
        type="email"
        label={t('troubleshoot.report.email')}
        autoComplete="email"
        maxLength={TROUBLESHOOT_REPORT_LIMITS.email}
        value={form.email}
        error={err('email')}
        onChange={(e) => set({ email: e.target.value })}
      />
      <TextField
        id="report-phone"
        type="tel"
        label={t('troubleshoot.report.phone')}
        autoComplete="tel"
        maxLength={20}
        value={form.phone}
        error={err('phone')}
        onChange={(e) => set({ phone: e.target.value })}
      />
      <SelectField
        id="report-product"
        label={t('troubleshoot.report.product')}
        value={form.productName}
        options={TROUBLESHOOT_PRODUCTS.map((p) => ({ value: p, label: t(`troubleshoot.service.${p}`) }))}
        onChange={(value) => {
          const chosen = TROUBLESHOOT_PRODUCTS.find((p) => p === value);
          if (chosen) set({ productName: chosen });
        }}
      />
      <div className={`field${errors.comments ? ' field--invalid' : ''}`}>
        <label htmlFor="report-comments">{t('troubleshoot.report.comments')}</label>
        <textarea
          id="report-comments"
          rows={4}
          maxLength={TROUBLESHOOT_REPORT_LIMITS.comments}
          value={form.comments}
          aria-invalid={errors.comments ? true : undefined}
          aria-describedby={describedByOf('report-comments', true, errors.comments)}
          onChange={(e) => set({ comments: stripSpecialCharacters(e.target.value) })}
        />
        <FieldNotes
          id="report-comments"
          hint={t('troubleshoot.report.commentsHint')}
          error={err('comments')}
        />
      </div>
      {report.isError && Object.keys(errors).length === 0 ? (
        <Notice tone="error" live="assertive">
          {t(fallbackKey(report.error))}
        </Notice>
      ) : null}
      <div>
        <BusyButton busy={report.isPending} busyLabel={t('troubleshoot.report.sending')}>
          {t('troubleshoot.report.send')}
        </BusyButton>
      </div>
    </form>
  );
}

import '../../support.css';
import '../support-cases.css';
import { useRef, useState, type FormEvent } from 'react';
import {
  EMAIL_US_SERVICES,
  EMAIL_US_TEMPLATES,
  type EmailUsService,
  type EmailUsTemplate,
} from '@coax/domain';
import { ATTACHMENT_MAX_BYTES, attachmentProblem, isValidEmail } from '@coax/domain';
import { fallbackKey, reasonKey } from '../../../../lib/refusal.ts';
import { BusyButton } from '../../../../ui/busy-button.tsx';
import { ErrorSummary, type SummaryItem } from '../../../../ui/error-summary.tsx';
import { Notice } from '../../../../ui/notice.tsx';
import { PageTitle } from '../../../../ui/page-title.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { useSupportT, type SupportKey } from '../../i18n/use-support-t.ts';
import { fileHead, fileToBase64, newSendKey, useSendEmailUs } from '../api/email-us.ts';
import { MyCases } from '../components/my-cases.tsx';
import { CASE_REFUSALS } from '../components/refusals.ts';
import { TextAreaField } from '../components/text-area-field.tsx';

interface Draft {
  name: string;
  email: string;
  service: EmailUsService;
  templateName: EmailUsTemplate;
  subject: string;
  question: string;
}
type Field = keyof Draft | 'attachment';

async function attachmentError(file: File | null): Promise<SupportKey | null> {
  if (!file) return null;
  if (file.size > ATTACHMENT_MAX_BYTES) return 'support.cases.attachment.size';
  const head = await fileHead(file, 16);
  // the first bytes tell the type; the size check above already ran on the whole file
  const problem = file.size === 0 ? 'attachmentEmpty' : attachmentProblem(head);
  if (problem === 'attachmentEmpty') return 'support.cases.attachment.empty';
  if (problem === 'attachmentType') return 'support.cases.attachment.type';
  return null;
}

/** /support/email-us (seed 002 §7 POST emailus): a message to support, with an optional file. */
export default function EmailUsPage() {
  const { t } = useSupportT();
  const [draft, setDraft] = useState<Draft>({
    name: '',
    email: '',
    service: 'internet',
    templateName: 'general',
    subject: '',
    question: '',
  });
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, SupportKey>>>({});
  const [sentId, setSentId] = useState<string>();
  const key = useRef<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const send = useSendEmailUs();
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => {
    key.current = null;
    setDraft((d) => ({ ...d, [k]: v }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (send.isPending) return;
    const found: Partial<Record<Field, SupportKey>> = {};
    for (const f of ['name', 'subject', 'question'] as const) {
      if (!draft[f].trim()) found[f] = 'support.cases.required';
    }
    if (!isValidEmail(draft.email)) found.email = 'support.cases.invalidEmail';
    let fileError: SupportKey | null;
    try {
      fileError = await attachmentError(file);
    } catch {
      fileError = 'support.cases.attachment.unreadable';
    }
    if (fileError) found.attachment = fileError;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    let attachment: { fileName: string; contentBase64: string } | undefined;
    if (file) {
      try {
        attachment = { fileName: file.name.slice(0, 100), contentBase64: await fileToBase64(file) };
      } catch {
        setErrors({ attachment: 'support.cases.attachment.unreadable' });
        return;
      }
    }
    key.current ??= newSendKey();
    send.mutate(
      { body: { ...draft, ...(attachment ? { attachment } : {}) }, idempotencyKey: key.current },
      {
        onSuccess: (made) => {
          key.current = null;
          setSentId(made.id);
          setDraft((d) => ({ ...d, subject: '', question: '' }));
          setFile(null);
          if (fileInput.current) fileInput.current.value = '';
        },
      },
    );
  };

  const summary: SummaryItem[] = Object.entries(errors).map(([field, k]) => ({
    message: t(k),
    fieldId: `email-us-${field}`,
  }));
  const refusal = send.error ? (reasonKey(send.error, CASE_REFUSALS) ?? fallbackKey(send.error)) : null;
  const err = (f: Field) => (errors[f] ? t(errors[f]) : undefined);

  return (
    <div className="support-page support-cases stack">
      <PageTitle title={t('support.cases.emailUs.title')} />
      <h1>{t('support.cases.emailUs.title')}</h1>
      <p className="lede">{t('support.cases.emailUs.intro')}</p>
      {sentId ? (
        <Notice tone="success" live="polite">
          <p>{t('support.cases.sent', { id: sentId })}</p>
        </Notice>
      ) : null}
      <ErrorSummary title={t('support.cases.errorsTitle')} items={summary} />
      {refusal ? (
        <Notice tone="error" live="assertive">
          <p>{t(refusal)}</p>
        </Notice>
      ) : null}
      <form className="stack support-cases__form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          id="email-us-subject"
          label={t('support.cases.field.subject')}
          value={draft.subject}
          maxLength={100}
          error={err('subject')}
          onChange={(e) => set('subject', e.target.value)}
        />
        <TextAreaField
          id="email-us-question"
          label={t('support.cases.field.question')}
          value={draft.question}
          maxLength={2000}
          error={err('question')}
          onChange={(v) => set('question', v)}
        />
        <BusyButton busy={send.isPending} busyLabel={t('support.cases.sending')} data-primary-action>
          {t('support.cases.send')}
        </BusyButton>
        <div className="support-cases__grid">
          <TextField
            id="email-us-name"
            label={t('support.cases.field.name')}
            value={draft.name}
            autoComplete="name"
            maxLength={60}
            error={err('name')}
            onChange={(e) => set('name', e.target.value)}
          />
          <TextField
            id="email-us-email"
            type="email"
            label={t('support.cases.field.email')}
            value={draft.email}
            autoComplete="email"
            error={err('email')}
            onChange={(e) => set('email', e.target.value)}
          />
          <SelectField
            id="email-us-service"
            label={t('support.cases.field.service')}
            value={draft.service}
            options={EMAIL_US_SERVICES.map((s) => ({ value: s, label: t(`support.cases.service.${s}`) }))}
            onChange={(v) => set('service', EMAIL_US_SERVICES.find((s) => s === v) ?? 'internet')}
          />
          <SelectField
            id="email-us-templateName"
            label={t('support.cases.field.template')}
            value={draft.templateName}
            options={EMAIL_US_TEMPLATES.map((s) => ({ value: s, label: t(`support.cases.template.${s}`) }))}
            onChange={(v) => set('templateName', EMAIL_US_TEMPLATES.find((s) => s === v) ?? 'general')}
          />
        </div>
        <TextField
          ref={fileInput}
          id="email-us-attachment"
          type="file"
          accept="image/png,image/jpeg,application/pdf"
          label={t('support.cases.field.attachment')}
          hint={t('support.cases.field.attachmentHint')}
          error={err('attachment')}
          onChange={(e) => {
            key.current = null;
            setFile(e.target.files?.[0] ?? null);
          }}
        />
      </form>
      <MyCases />
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import { AUDIT_VIEWS, type AuditView } from '@coax/domain';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { NO_AUDIT_FILTERS, type AuditFilters } from '../api/get-audit.ts';
import { useCsrT } from '../i18n/use-csr-t.ts';

const isView = (v: string): v is AuditView => (AUDIT_VIEWS as readonly string[]).includes(v);

interface Draft {
  actorId: string;
  subjectId: string;
  kind: AuditView;
  from: string;
  to: string;
}

const draftOf = (f: AuditFilters): Draft => ({
  actorId: f.actorId ?? '',
  subjectId: f.subjectId ?? '',
  kind: f.kind,
  from: f.from ?? '',
  to: f.to ?? '',
});

const orUndefined = (s: string) => s.trim() || undefined;

/**
 * The log's filters: agent, subscriber, kind of entry and a range of days. They apply together on
 * Filter (or Enter), so a keyboard user is never surprised by a list that changed under them.
 */
export function AuditFiltersForm({
  applied,
  onApply,
}: {
  applied: AuditFilters;
  onApply: (f: AuditFilters) => void;
}) {
  const { t } = useCsrT();
  const [draft, setDraft] = useState<Draft>(() => draftOf(applied));
  const [reversed, setReversed] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const wrongWay = draft.from !== '' && draft.to !== '' && draft.from > draft.to;
    setReversed(wrongWay);
    if (wrongWay) return;
    const next: AuditFilters = {
      actorId: orUndefined(draft.actorId),
      subjectId: orUndefined(draft.subjectId),
      kind: draft.kind,
      from: orUndefined(draft.from),
      to: orUndefined(draft.to),
    };
    setDraft(draftOf(next));
    onApply(next);
  };

  const filtered = JSON.stringify(applied) !== JSON.stringify(NO_AUDIT_FILTERS);

  return (
    <form
      className="inline-form csr-audit-filters"
      onSubmit={submit}
      noValidate
      aria-labelledby="csr-audit-filters"
    >
      <h3 id="csr-audit-filters" className="visually-hidden">
        {t('csr.auditFiltersTitle')}
      </h3>
      <SelectField
        id="csr-audit-kind"
        label={t('csr.auditFilterKind')}
        value={draft.kind}
        onChange={(v) => {
          if (isView(v)) set('kind', v);
        }}
        options={AUDIT_VIEWS.map((v) => ({ value: v, label: t(`csr.auditView.${v}`) }))}
      />
      <TextField
        id="csr-audit-agent"
        label={t('csr.auditFilterAgent')}
        value={draft.actorId}
        onChange={(e) => set('actorId', e.target.value)}
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
      />
      <TextField
        id="csr-audit-subject"
        label={t('csr.auditFilterLabel')}
        value={draft.subjectId}
        onChange={(e) => set('subjectId', e.target.value)}
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
      />
      <TextField
        id="csr-audit-from"
        type="date"
        label={t('csr.auditFilterFrom')}
        value={draft.from}
        onChange={(e) => set('from', e.target.value)}
        error={reversed ? t('csr.auditFilterDatesReversed') : undefined}
      />
      <TextField
        id="csr-audit-to"
        type="date"
        label={t('csr.auditFilterTo')}
        value={draft.to}
        onChange={(e) => set('to', e.target.value)}
      />
      <div className="button-row">
        <button type="submit" className="button">
          {t('csr.auditFilterSubmit')}
        </button>
        {filtered ? (
          <button
            type="button"
            className="button button--quiet"
            onClick={() => {
              setDraft(draftOf(NO_AUDIT_FILTERS));
              setReversed(false);
              onApply(NO_AUDIT_FILTERS);
            }}
          >
            {t('csr.auditFilterClear')}
          </button>
        ) : null}
      </div>
    </form>
  );
}

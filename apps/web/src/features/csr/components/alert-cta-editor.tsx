import { useEffect, useRef } from 'react';
import { TextField } from '../../../ui/text-field.tsx';
import type { CtaRow, FieldErrors } from '../alert-form.ts';
import { useCsrT } from '../i18n/use-csr-t.ts';

/**
 * The alert's call-to-action buttons (seed 000 §3 ctas): a row per button with its text and
 * address, added and removed freely. Adding moves focus to the new row's text; removing moves it
 * to the row that takes its place, or to "Add a button" when none is left.
 */
export function AlertCtaEditor({
  idPrefix,
  rows,
  errors,
  onChange,
  nextKey,
}: {
  idPrefix: string;
  rows: readonly CtaRow[];
  errors: FieldErrors;
  onChange: (rows: CtaRow[]) => void;
  nextKey: () => number;
}) {
  const { t } = useCsrT();
  const focusAfter = useRef<{ kind: 'row'; key: number } | { kind: 'add' } | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target?.kind === 'add') addRef.current?.focus();
    else if (target?.kind === 'row') document.getElementById(`${idPrefix}-cta-${target.key}-label`)?.focus();
  });

  const update = (key: number, patch: Partial<CtaRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  return (
    <div className="stack alerts-admin__ctas">
      {rows.length === 0 ? <p>{t('csr.alertsAdmin.cta.none')}</p> : null}
      {rows.map((row, i) => {
        const n = i + 1;
        return (
          <div key={row.key} className="alerts-admin__cta-row">
            <TextField
              id={`${idPrefix}-cta-${row.key}-label`}
              label={t('csr.alertsAdmin.cta.label', { n })}
              value={row.label}
              onChange={(event) => update(row.key, { label: event.target.value })}
              error={errors[`ctas.${i}.label`]}
            />
            <TextField
              id={`${idPrefix}-cta-${row.key}-href`}
              label={t('csr.alertsAdmin.cta.href', { n })}
              value={row.href}
              onChange={(event) => update(row.key, { href: event.target.value })}
              error={errors[`ctas.${i}.href`]}
              spellCheck={false}
              autoCapitalize="none"
            />
            <button
              type="button"
              className="button button--quiet"
              onClick={() => {
                const rest = rows.filter((r) => r.key !== row.key);
                const successor = rest[i] ?? rest[i - 1];
                focusAfter.current = successor ? { kind: 'row', key: successor.key } : { kind: 'add' };
                onChange(rest);
              }}
            >
              {t('csr.alertsAdmin.cta.remove', { n })}
            </button>
          </div>
        );
      })}
      <div>
        <button
          ref={addRef}
          type="button"
          className="button"
          onClick={() => {
            const key = nextKey();
            focusAfter.current = { kind: 'row', key };
            onChange([...rows, { key, label: '', href: '' }]);
          }}
        >
          {t('csr.alertsAdmin.cta.add')}
        </button>
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { describedByOf, FieldNotes } from '../../../ui/field-notes.tsx';

function FieldFrame({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <FieldNotes id={id} hint={hint} error={error} />
      {children}
    </div>
  );
}

/** A labelled multi-line input, its hint and error tied to it like ui/text-field.tsx. */
export function TextAreaField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  rows = 3,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
}) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        className="field__input alerts-admin__textarea"
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, hint, error)}
      />
    </FieldFrame>
  );
}

/** A labelled native select. */
export function SelectField<V extends string>({
  id,
  label,
  hint,
  error,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => {
          const chosen = options.find((o) => o.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, hint, error)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A checkbox with its label beside it and an optional hint below. */
export function CheckboxField({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="checkbox">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hintId}
      />
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

import type { SelectHTMLAttributes } from 'react';
import { describedByOf, FieldNotes } from '../../../../ui/field-notes.tsx';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange'> & {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
};

/** A labelled select whose hint and error are tied to it with aria-describedby. */
export function SelectField({ id, label, hint, error, options, onChange, ...select }: Props) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <FieldNotes id={id} hint={hint} error={error} />
      <select
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, hint, error)}
        onChange={(e) => onChange(e.target.value)}
        {...select}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

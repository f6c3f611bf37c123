import type { ReactNode, SelectHTMLAttributes } from 'react';
import { describedByOf, FieldNotes } from './field-notes.tsx';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange' | 'className' | 'children'> & {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** added to the field's box */
  className?: string;
  /** shown under the select, inside the field (what choosing is doing, or why it failed) */
  children?: ReactNode;
};

/**
 * A labelled select whose hint and error are tied to it with aria-describedby. What a choice
 * does is the caller's: applied at once (the account or box shown), or by a button beside it.
 */
export function SelectField({
  id,
  label,
  hint,
  error,
  options,
  onChange,
  className,
  children,
  ...select
}: Props) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
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
      {children}
    </div>
  );
}

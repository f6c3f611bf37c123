import type { InputHTMLAttributes, Ref } from 'react';
import { describedByOf, FieldNotes } from './field-notes.tsx';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export function TextField({ id, label, hint, error, className, ref, ...input }: TextFieldProps) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <FieldNotes id={id} hint={hint} error={error} />
      <input
        ref={ref}
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, hint, error)}
        {...input}
      />
    </div>
  );
}

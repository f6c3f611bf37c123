import { describedByOf, FieldNotes } from '../../../../ui/field-notes.tsx';

/** A labelled textarea whose hint and error are tied to it, as TextField does for inputs. */
export function TextAreaField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  rows = 4,
  maxLength,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  maxLength?: number;
}) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <FieldNotes id={id} hint={hint} error={error} />
      <textarea
        id={id}
        className="field__input support-cases__textarea"
        rows={rows}
        value={value}
        maxLength={maxLength}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, hint, error)}
      />
    </div>
  );
}

import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { messageLines } from '@coax/domain';
import { describedByOf, FieldNotes } from '../../../../ui/field-notes.tsx';

/**
 * A field message. Seed 002's routing message carries a `<br>`: it becomes a line break made of
 * React elements, so nothing in a message is ever read as HTML.
 */
export function MessageText({ text }: { text: string }) {
  const lines = messageLines(text);
  return (
    <>
      {lines.map((line, i) => (
        <span key={i}>
          {i > 0 ? <br /> : null}
          {line}
        </span>
      ))}
    </>
  );
}

/** The same message as one line of plain text, for places that take a string (a summary link). */
export const plainMessage = (text: string) => messageLines(text).join(' ');

interface Described {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  /** shown after the control, e.g. the card brand detected */
  after?: ReactNode;
}

function Frame({ id, label, hint, error, after, children }: Described & { children: ReactNode }) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <FieldNotes id={id} hint={hint} error={error ? <MessageText text={error} /> : null} />
      {children}
      {after}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> &
  Described & { ref?: Ref<HTMLInputElement> };

/** A labelled input with its hint and error tied to it by aria-describedby. */
export function InputField({ id, label, hint, error, after, ref, ...input }: InputProps) {
  return (
    <Frame id={id} label={label} hint={hint} error={error} after={after}>
      <input
        ref={ref}
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, hint, error)}
        {...input}
      />
    </Frame>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> &
  Described & { options: readonly { value: string; label: string }[] };

export function SelectField({ id, label, hint, error, after, options, ...select }: SelectProps) {
  return (
    <Frame id={id} label={label} hint={hint} error={error} after={after}>
      <select
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, hint, error)}
        {...select}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

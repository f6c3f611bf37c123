import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import {
  PIN_LENGTH,
  backspaceInPin,
  isBlockedPinKey,
  typeIntoPin,
  type PinDigits,
  type PinEntryState,
} from '@coax/domain';
import { useT } from '../i18n/use-t.ts';
import { describedByOf, FieldNotes } from './field-notes.tsx';
import './pin-entry.css';

/**
 * Seed 002 §5 PIN: four single-digit boxes in one labelled group; non-digits are stripped; a
 * digit moves to the next box; backspace on an empty box goes back; space is blocked; a paste
 * of four digits fills every box. Used for a box's parental and purchase PINs and the account's
 * aux PIN.
 */
export function PinEntry({
  id,
  legend,
  hint,
  error,
  digits,
  onChange,
  disabled = false,
}: {
  id: string;
  legend: string;
  hint?: string | undefined;
  error?: string | undefined;
  digits: PinDigits;
  onChange: (digits: PinDigits) => void;
  disabled?: boolean;
}) {
  const { t } = useT();
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const describedBy = describedByOf(id, hint, error);

  const apply = (next: PinEntryState) => {
    onChange(next.digits);
    boxes.current[next.focus]?.focus();
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (isBlockedPinKey(event.key)) {
      event.preventDefault();
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      apply(backspaceInPin(digits, index));
    } else if (/^\d$/.test(event.key)) {
      event.preventDefault();
      apply(typeIntoPin(digits, index, event.key));
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      boxes.current[index - 1]?.focus();
    } else if (event.key === 'ArrowRight' && index < PIN_LENGTH - 1) {
      event.preventDefault();
      boxes.current[index + 1]?.focus();
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    apply(typeIntoPin(digits, index, event.clipboardData.getData('text')));
  };

  // Input that arrives without a key event (an on-screen keyboard, autofill): keep what is new.
  const onInput = (index: number, raw: string) => {
    const current = digits[index] ?? '';
    if (raw === '') {
      const next = [...digits];
      next[index] = '';
      onChange(next);
      return;
    }
    const typed = current && raw.startsWith(current) ? raw.slice(current.length) : raw;
    apply(typeIntoPin(digits, index, typed));
  };

  return (
    <fieldset
      className={`pin-entry${error ? ' field--invalid' : ''}`}
      aria-describedby={describedBy}
      disabled={disabled}
    >
      <legend className="field__label">{legend}</legend>
      <FieldNotes id={id} hint={hint} error={error} />
      <div className="pin-entry__boxes">
        {digits.map((digit, index) => (
          <input
            // The boxes are fixed in number and never reorder.
            key={index}
            ref={(el) => {
              boxes.current[index] = el;
            }}
            id={`${id}-${index}`}
            className="pin-entry__box"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            aria-label={t('common.pinDigit', { n: index + 1, count: PIN_LENGTH })}
            aria-invalid={error ? true : undefined}
            value={digit}
            onKeyDown={onKeyDown(index)}
            onPaste={onPaste(index)}
            onChange={(event) => onInput(index, event.target.value)}
          />
        ))}
      </div>
    </fieldset>
  );
}

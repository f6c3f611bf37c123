/**
 * The PIN (seed 002 §5): four single-digit boxes; non-digits are stripped; auto-advance on a
 * digit; backspace on an empty box goes back; space is blocked. Seed 002 §9: "Pin length 4".
 * These functions are the entry's behaviour without the DOM, so the page and tests share them.
 */
import { FIELD_OK, fieldError, type FieldCheck } from '../validation/field-check.ts';
import { PIN_LENGTH } from './constants.ts';
import { NetworkMessages, BoxSettingsMessages } from './messages.ts';

/** Seed 002 §8 'pin is required' when empty; otherwise exactly four digits. */
export function checkPin(pin: string): FieldCheck<'pinRequired' | 'pinFormat'> {
  if (pin === '') return fieldError('pinRequired', NetworkMessages.pinRequired);
  return new RegExp(`^\\d{${PIN_LENGTH}}$`).test(pin)
    ? FIELD_OK
    : fieldError('pinFormat', BoxSettingsMessages.pinFormat);
}

/** The digits of a PIN entry: one string per box, '' when empty. */
export type PinDigits = readonly string[];

export const EMPTY_PIN: PinDigits = Object.freeze(Array.from({ length: PIN_LENGTH }, () => ''));

/** What the entry looks like after a change: the boxes' digits and which box has focus. */
export interface PinEntryState {
  digits: PinDigits;
  focus: number;
}

/** The PIN the boxes spell, '' while any box is empty. */
export function pinOf(digits: PinDigits): string {
  return digits.every((d) => /^\d$/.test(d)) ? digits.join('') : '';
}

/**
 * Text typed or pasted into box `index`. Non-digits (spaces included) are stripped; one digit
 * fills the box and moves on; several (a paste) fill from this box onwards. Nothing left: no change.
 */
export function typeIntoPin(digits: PinDigits, index: number, text: string): PinEntryState {
  const typed = text.replace(/\D/g, '');
  if (typed === '') return { digits, focus: index };
  // A paste of a whole PIN fills every box, whichever box it landed in.
  const start = typed.length >= PIN_LENGTH ? 0 : index;
  const next = [...digits];
  const fill = typed.slice(0, PIN_LENGTH - start);
  for (let i = 0; i < fill.length; i++) next[start + i] = fill.charAt(i);
  return { digits: next, focus: Math.min(start + fill.length, PIN_LENGTH - 1) };
}

/** Backspace in box `index`: clears a filled box; on an empty box goes back and clears that one. */
export function backspaceInPin(digits: PinDigits, index: number): PinEntryState {
  const next = [...digits];
  if (next[index] !== '') {
    next[index] = '';
    return { digits: next, focus: index };
  }
  const back = Math.max(0, index - 1);
  next[back] = '';
  return { digits: next, focus: back };
}

/** Keys the boxes refuse outright (seed 002 §5 "space is blocked"). */
export function isBlockedPinKey(key: string): boolean {
  return key === ' ' || key === 'Spacebar';
}

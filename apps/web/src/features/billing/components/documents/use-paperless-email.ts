import { useState } from 'react';
import { isPaperlessEmail } from '@coax/domain';

/**
 * The paperless e-mail box's state (seed 002 §5 Email: checked on keyup and focus-out). Validity
 * follows every keystroke, so Enroll turns on the moment the address is complete; the message
 * first shows when the box is left, then follows each keystroke, so nobody is scolded while still
 * typing the first characters.
 */
export function usePaperlessEmail(initial: string) {
  const [value, setValue] = useState(initial);
  const [left, setLeft] = useState(false);
  const valid = isPaperlessEmail(value);
  return {
    value,
    valid,
    /** show the error now: left at least once, not empty, and not a valid address */
    showError: left && value.trim() !== '' && !valid,
    onChange: (next: string) => setValue(next),
    onBlur: () => setLeft(true),
    /** after the server refuses the address, show the message even before the box is left */
    reveal: () => setLeft(true),
  };
}

/** Names people give things on their network: port rules, devices, device groups. */
import { LABEL_MAX_LENGTH } from './constants.ts';
import { hasOnlyAllowedCharacters } from './characters.ts';
import type { NetworkIssue } from './issues.ts';
import { HomeNetworkMessages as M } from './messages.ts';

type LabelCode = 'labelRequired' | 'labelTooLong' | 'specialCharacters';

/** Seed 002 §5's no-special-character rule, with a length. */
export function checkLabel(path: string, label: string): NetworkIssue<LabelCode>[] {
  const code: LabelCode | null =
    label.trim() === ''
      ? 'labelRequired'
      : label.length > LABEL_MAX_LENGTH
        ? 'labelTooLong'
        : hasOnlyAllowedCharacters(label)
          ? null
          : 'specialCharacters';
  return code ? [{ path, code, message: M[code] }] : [];
}

/** When a field's validation message may appear (seed 000 §5). */
import {
  LIVE_CHECK_MESSAGE_DELAY_MS,
  PASSWORD_CHECK_DEBOUNCE_MS,
  VALIDATION_MESSAGE_DELAY_MS,
} from '../constants.ts';

/** The kinds of check whose timing the seed names; everything else is 'other'. */
export type ValidationTiming = 'id' | 'name' | 'zip' | 'password' | 'other';

/**
 * Milliseconds to wait after the last keystroke before showing a message: 500 for the id,
 * name and zip live checks and the password check (debounced), 750 for everything else, so a
 * hint does not flash up while the user is still typing.
 */
export function validationMessageDelayMs(check: ValidationTiming): number {
  switch (check) {
    case 'id':
    case 'name':
    // Stryker disable next-line ConditionalExpression: a zip that falls through to 'password' gets the same 500 ms
    case 'zip':
      return LIVE_CHECK_MESSAGE_DELAY_MS;
    case 'password':
      return PASSWORD_CHECK_DEBOUNCE_MS;
    case 'other':
      return VALIDATION_MESSAGE_DELAY_MS;
  }
}

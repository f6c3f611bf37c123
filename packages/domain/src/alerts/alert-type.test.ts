import { describe, expect, it } from 'vitest';
import {
  ALERT_TYPES,
  AlertMessages,
  effectiveAlertType,
  isAlertType,
  isSuccessType,
  parseAlertType,
} from './alert-type.ts';

describe('alert types (seed 000 §3, §5)', () => {
  it('are the eight the seed names, major first', () => {
    expect(ALERT_TYPES).toEqual([
      'major',
      'minor',
      'minorSuccess',
      'key',
      'minorWarning',
      'success',
      'primary',
      'successLeaf',
    ]);
  });

  it.each(ALERT_TYPES.map((t) => [t]))('accepts %s', (type) => {
    expect(parseAlertType(type)).toEqual({ ok: true, type });
  });

  it.each([[undefined], [null], ['']])('reads a missing type (%s) as major, the default', (value) => {
    expect(parseAlertType(value)).toEqual({ ok: true, type: 'major' });
  });

  it.each([['Major'], ['warning'], ['success '], ['critical'], ['__proto__']])(
    'refuses %j with a message naming the eight types',
    (value) => {
      const result = parseAlertType(value);
      expect(result).toEqual({ ok: false, message: AlertMessages.invalidType });
      for (const t of ALERT_TYPES) expect(AlertMessages.invalidType).toContain(t);
    },
  );

  it.each([
    { type: null, shown: 'major', success: false },
    { type: 'minor', shown: 'minor', success: false },
    { type: 'success', shown: 'success', success: true },
    { type: 'minorSuccess', shown: 'minorSuccess', success: true },
    { type: 'successLeaf', shown: 'successLeaf', success: true },
    { type: 'primary', shown: 'primary', success: false },
  ] as const)('shows $type as $shown (success family: $success)', ({ type, shown, success }) => {
    expect(effectiveAlertType(type)).toBe(shown);
    expect(isSuccessType(type)).toBe(success);
  });

  it('names the eight types in the refusal, in order', () => {
    expect(AlertMessages.invalidType).toBe(
      'The alert type must be one of: major, minor, minorSuccess, key, minorWarning, success, primary, successLeaf.',
    );
  });

  it.each([[undefined], [null], [1], [['major']], ['']])('does not take %j for a type', (value) => {
    expect(isAlertType(value)).toBe(false);
  });

  it('does not count a missing type as good news', () => {
    expect(isSuccessType(undefined)).toBe(false);
  });
});

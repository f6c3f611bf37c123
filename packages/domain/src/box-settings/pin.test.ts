import { describe, expect, it } from 'vitest';
import { EMPTY_PIN, backspaceInPin, checkPin, isBlockedPinKey, pinOf, typeIntoPin } from './pin.ts';

describe('checkPin', () => {
  it('answers the seed message for an empty PIN', () => {
    expect(checkPin('')).toEqual({ ok: false, code: 'pinRequired', message: 'pin is required' });
  });

  it.each(['123', '12345', '12a4', ' 123'])('refuses %j', (pin) => {
    expect(checkPin(pin)).toMatchObject({ ok: false, code: 'pinFormat', message: 'A PIN is 4 digits.' });
  });

  it('accepts four digits', () => {
    expect(checkPin('0420')).toEqual({ ok: true });
  });
});

describe('the four-box PIN entry (seed 002 §5)', () => {
  it('fills a box with a digit and moves on', () => {
    expect(typeIntoPin(EMPTY_PIN, 0, '7')).toEqual({ digits: ['7', '', '', ''], focus: 1 });
  });

  it('strips non-digits, so a letter or a space changes nothing', () => {
    expect(typeIntoPin(EMPTY_PIN, 1, 'a')).toEqual({ digits: EMPTY_PIN, focus: 1 });
    expect(typeIntoPin(EMPTY_PIN, 1, ' ')).toEqual({ digits: EMPTY_PIN, focus: 1 });
    expect(typeIntoPin(EMPTY_PIN, 1, 'x5')).toEqual({ digits: ['', '5', '', ''], focus: 2 });
  });

  it('stays on the last box after its digit', () => {
    expect(typeIntoPin(['1', '2', '3', ''], 3, '4')).toEqual({ digits: ['1', '2', '3', '4'], focus: 3 });
  });

  it('fills every box from a paste of four digits, wherever it lands', () => {
    expect(typeIntoPin(EMPTY_PIN, 2, '12-34')).toEqual({ digits: ['1', '2', '3', '4'], focus: 3 });
  });

  it('fills from the box a shorter paste lands in', () => {
    expect(typeIntoPin(EMPTY_PIN, 1, '98')).toEqual({ digits: ['', '9', '8', ''], focus: 3 });
  });

  it('clears a filled box on backspace and stays there', () => {
    expect(backspaceInPin(['1', '2', '', ''], 1)).toEqual({ digits: ['1', '', '', ''], focus: 1 });
  });

  it('goes back and clears the previous box on backspace in an empty box', () => {
    expect(backspaceInPin(['1', '2', '', ''], 2)).toEqual({ digits: ['1', '', '', ''], focus: 1 });
  });

  it('stays on the first box on backspace there', () => {
    expect(backspaceInPin(EMPTY_PIN, 0)).toEqual({ digits: EMPTY_PIN, focus: 0 });
  });

  it('spells the PIN only when every box has a digit', () => {
    expect(pinOf(['1', '2', '3', ''])).toBe('');
    expect(pinOf(['1', '2', '3', '4'])).toBe('1234');
  });

  it('blocks the space key', () => {
    expect(isBlockedPinKey(' ')).toBe(true);
    expect(isBlockedPinKey('5')).toBe(false);
  });
});

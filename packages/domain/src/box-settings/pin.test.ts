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

  it('leaves the boxes as they were when nothing typed is a digit', () => {
    const digits = ['1', '', '', ''];
    const state = typeIntoPin(digits, 3, 'abc');
    expect(state.digits).toBe(digits);
    expect(state.focus).toBe(3);
  });

  it('keeps only the first four digits of a longer paste', () => {
    expect(typeIntoPin(EMPTY_PIN, 1, '123456')).toEqual({ digits: ['1', '2', '3', '4'], focus: 3 });
  });

  it('drops the digits of a short paste that do not fit after its box', () => {
    expect(typeIntoPin(EMPTY_PIN, 2, '987')).toEqual({ digits: ['', '', '9', '8'], focus: 3 });
  });

  it('spells no PIN when a box holds anything but a single digit', () => {
    expect(pinOf(['12', '3', '4', '5'])).toBe('');
    expect(pinOf(['a1', '2', '3', '4'])).toBe('');
    expect(pinOf(['1a', '2', '3', '4'])).toBe('');
  });

  it('blocks the space key as older browsers name it, and nothing else', () => {
    expect(isBlockedPinKey('Spacebar')).toBe(true);
    expect(isBlockedPinKey('')).toBe(false);
    expect(isBlockedPinKey('Backspace')).toBe(false);
  });
});

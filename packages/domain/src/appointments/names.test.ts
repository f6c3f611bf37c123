import { describe, expect, it } from 'vitest';
import { truncateAppointmentName } from './names.ts';

describe('appointment name truncation, edges (seed 002 §5)', () => {
  it('leaves a name that fits as it is, spaces included', () => {
    expect(truncateAppointmentName('Exactly twenty-three c ')).toBe('Exactly twenty-three c ');
    expect(truncateAppointmentName(' Internet repair')).toBe(' Internet repair');
  });

  it('keeps the suffix when a digit appears earlier in the name', () => {
    expect(truncateAppointmentName('Floor 2 internet installation 1234')).toBe('Floor 2 internet… 1234');
  });

  it('keeps the suffix when two characters are left for the words', () => {
    expect(truncateAppointmentName('Internet 1234', 7)).toBe('I… 1234');
  });

  it('cuts the whole name when fewer than two characters are left for the words', () => {
    expect(truncateAppointmentName('Internet 1234', 6)).toBe('Inter…');
  });
});

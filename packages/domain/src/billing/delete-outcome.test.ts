import { describe, expect, it } from 'vitest';
import { deleteOutcome } from './delete-outcome.ts';

describe('payment delete outcome (seed 002 §4)', () => {
  it.each([
    [{ isLast: false, scheduledCount: 0, usedByAutopay: false }, 'none', []],
    [{ isLast: true, scheduledCount: 0, usedByAutopay: false }, 'lastMethod', []],
    [{ isLast: true, scheduledCount: 2, usedByAutopay: true }, 'lastMethod', ['cancel']],
    [{ isLast: false, scheduledCount: 1, usedByAutopay: false }, 'singleScheduled', ['move', 'cancel']],
    [{ isLast: false, scheduledCount: 3, usedByAutopay: false }, 'multipleScheduled', ['move', 'cancel']],
    [{ isLast: false, scheduledCount: 0, usedByAutopay: true }, 'autopay', ['move', 'cancel']],
    [{ isLast: false, scheduledCount: 1, usedByAutopay: true }, 'scheduledAndAutopay', ['move', 'cancel']],
  ] as const)('%o -> %s', (input, kind, choices) => {
    const o = deleteOutcome(input);
    expect(o.kind).toBe(kind);
    expect(o.choices).toEqual(choices);
    expect(o.hasDependents).toBe(input.scheduledCount > 0 || input.usedByAutopay);
  });
});

import { describe, expect, it } from 'vitest';
import { ALERT_DIALOG_GAP_MS } from '../constants.ts';
import {
  closeDialog,
  emptyDialogQueue,
  enqueueDialog,
  msUntilNextDialog,
  showNextDialog,
} from './dialog-queue.ts';

const d = (id: string) => ({ id });

describe('alert dialog queue (seed 000 §4: 500 ms gap)', () => {
  it('uses the seed gap of 500 ms', () => {
    expect(ALERT_DIALOG_GAP_MS).toBe(500);
  });

  it('shows the first dialog at once', () => {
    const q = enqueueDialog(emptyDialogQueue(), d('a'));
    expect(msUntilNextDialog(q, 0)).toBe(0);
    expect(showNextDialog(q, 0).current).toEqual(d('a'));
  });

  it.each([
    { after: 0, wait: 500, shown: null },
    { after: 1, wait: 499, shown: null },
    { after: 499, wait: 1, shown: null },
    { after: 500, wait: 0, shown: 'b' },
    { after: 2000, wait: 0, shown: 'b' },
  ])('$after ms after the first closes: waits $wait ms', ({ after, wait, shown }) => {
    let q = enqueueDialog(enqueueDialog(emptyDialogQueue(), d('a')), d('b'));
    q = showNextDialog(q, 1000);
    expect(msUntilNextDialog(q, 1000)).toBeNull();
    q = closeDialog(q, 1000);
    expect(msUntilNextDialog(q, 1000 + after)).toBe(wait);
    expect(showNextDialog(q, 1000 + after).current?.id ?? null).toBe(shown);
  });

  it('does not queue the same dialog twice', () => {
    let q = enqueueDialog(emptyDialogQueue(), d('a'));
    q = enqueueDialog(q, d('a'));
    expect(q.waiting).toHaveLength(1);
    q = showNextDialog(q, 0);
    expect(enqueueDialog(q, d('a'))).toBe(q);
  });

  it('has nothing to show when empty', () => {
    expect(msUntilNextDialog(emptyDialogQueue(), 0)).toBeNull();
  });
});

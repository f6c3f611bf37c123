import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, act } from '@testing-library/react';
import { ALERT_DIALOG_GAP_MS } from '@coax/domain';
import {
  closeAlertDialog,
  requestAlertDialog,
  resetAlertDialogs,
  useCurrentAlertDialog,
} from './alert-dialog-queue.ts';

const item = (id: string) => ({ id, owner: 'drawer' as const, title: id, body: `${id} body` });

beforeEach(() => {
  vi.useFakeTimers();
  resetAlertDialogs();
});
afterEach(() => {
  resetAlertDialogs();
  vi.useRealTimers();
});

describe('alert dialog queue (seed 000 §4: dialogs queue with a 500 ms gap)', () => {
  it('shows one dialog at a time, the next only 500 ms after the first closes', () => {
    const { result } = renderHook(() => useCurrentAlertDialog());
    act(() => {
      requestAlertDialog(item('a'));
      requestAlertDialog(item('b'));
    });
    expect(result.current?.id).toBe('a');
    act(() => closeAlertDialog());
    expect(result.current).toBeNull();
    act(() => vi.advanceTimersByTime(ALERT_DIALOG_GAP_MS - 1));
    expect(result.current).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current?.id).toBe('b');
  });

  it('waits out the gap even when the next dialog is asked for after the first closed', () => {
    const { result } = renderHook(() => useCurrentAlertDialog());
    act(() => requestAlertDialog(item('a')));
    act(() => closeAlertDialog());
    act(() => vi.advanceTimersByTime(200));
    act(() => requestAlertDialog(item('b')));
    expect(result.current).toBeNull();
    act(() => vi.advanceTimersByTime(300));
    expect(result.current?.id).toBe('b');
  });

  it('does not queue the same alert twice', () => {
    const { result } = renderHook(() => useCurrentAlertDialog());
    act(() => {
      requestAlertDialog(item('a'));
      requestAlertDialog(item('a'));
    });
    act(() => closeAlertDialog());
    act(() => vi.advanceTimersByTime(ALERT_DIALOG_GAP_MS * 2));
    expect(result.current).toBeNull();
  });
});

/**
 * Seed 000 §4: "Web alert dialogs queue with a 500 ms gap." One dialog at a time; the next waits
 * until ALERT_DIALOG_GAP_MS after the previous one closed, so two never flash past back to back.
 */
import { ALERT_DIALOG_GAP_MS } from '../constants.ts';

export interface DialogQueue<T extends { id: string }> {
  /** the dialog on screen */
  current: T | null;
  /** dialogs asked for and not yet shown, oldest first */
  waiting: T[];
  /** when the last dialog closed (ms), or null */
  closedAt: number | null;
}

/** A queue with nothing in it. */
export function emptyDialogQueue<T extends { id: string }>(): DialogQueue<T> {
  return { current: null, waiting: [], closedAt: null };
}

/** Asks for a dialog; one already showing or waiting with the same id is not queued twice. */
export function enqueueDialog<T extends { id: string }>(queue: DialogQueue<T>, item: T): DialogQueue<T> {
  if (queue.current?.id === item.id || queue.waiting.some((w) => w.id === item.id)) return queue;
  return { ...queue, waiting: [...queue.waiting, item] };
}

/** Closes the dialog on screen at `now`; the gap before the next one starts here. */
export function closeDialog<T extends { id: string }>(queue: DialogQueue<T>, now: number): DialogQueue<T> {
  if (queue.current === null) return queue;
  return { ...queue, current: null, closedAt: now };
}

/** Milliseconds until the next dialog may show: null when none waits or one is showing, 0 when it may show now. */
export function msUntilNextDialog<T extends { id: string }>(
  queue: DialogQueue<T>,
  now: number,
): number | null {
  if (queue.current !== null || queue.waiting.length === 0) return null;
  if (queue.closedAt === null) return 0;
  return Math.max(0, queue.closedAt + ALERT_DIALOG_GAP_MS - now);
}

/** Shows the oldest waiting dialog if the gap has passed; otherwise the queue is unchanged. */
export function showNextDialog<T extends { id: string }>(queue: DialogQueue<T>, now: number): DialogQueue<T> {
  if (msUntilNextDialog(queue, now) !== 0) return queue;
  const [next, ...rest] = queue.waiting;
  return next === undefined ? queue : { ...queue, current: next, waiting: rest };
}

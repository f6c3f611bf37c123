import { useSyncExternalStore } from 'react';
import {
  closeDialog,
  emptyDialogQueue,
  enqueueDialog,
  msUntilNextDialog,
  showNextDialog,
  type DialogQueue,
} from '@coax/domain';

/** One alert dialog: what it says, and which part of the page asked for it (that part shows it). */
export interface AlertDialogItem {
  id: string;
  owner: 'drawer' | 'banners';
  title: string;
  body: string;
}

// One queue for the whole page, so dialogs asked for by the drawer and by the banners still
// come one at a time with the seed's 500 ms gap (seed 000 §4).
let queue: DialogQueue<AlertDialogItem> = emptyDialogQueue();
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(next: DialogQueue<AlertDialogItem>): void {
  if (next === queue) return;
  queue = next;
  for (const listener of listeners) listener();
}

/** Shows the next dialog now, or wakes up when the gap after the last one has passed. */
function pump(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  const wait = msUntilNextDialog(queue, Date.now());
  if (wait === null) return;
  if (wait === 0) set(showNextDialog(queue, Date.now()));
  else timer = setTimeout(pump, wait);
}

/** Asks for an alert dialog; it shows when every dialog before it has closed and the gap has passed. */
export function requestAlertDialog(item: AlertDialogItem): void {
  set(enqueueDialog(queue, item));
  pump();
}

/** Closes the dialog on screen; the next waits ALERT_DIALOG_GAP_MS. */
export function closeAlertDialog(): void {
  set(closeDialog(queue, Date.now()));
  pump();
}

/** Empties the queue (tests, and nothing else, need a clean page). */
export function resetAlertDialogs(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  set(emptyDialogQueue());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The dialog on screen, if any. */
export function useCurrentAlertDialog(): AlertDialogItem | null {
  return useSyncExternalStore(
    subscribe,
    () => queue.current,
    () => null,
  );
}

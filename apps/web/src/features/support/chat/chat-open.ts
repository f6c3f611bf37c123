import { useSyncExternalStore } from 'react';

// Whether the chat panel is open. The header's chat item and /support/livepage/chat open it over
// whatever page is showing; it is not a page of its own, so it lives outside the router.

let open = false;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function openChat(): void {
  if (open) return;
  open = true;
  emit();
}

export function closeChat(): void {
  if (!open) return;
  open = false;
  emit();
}

export function useChatOpen(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => open,
    () => false,
  );
}

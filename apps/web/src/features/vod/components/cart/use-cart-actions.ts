import { useCallback, useMemo, useState } from 'react';
import type { VodCartItem } from '@coax/contract';
import { checkBulkRemove } from '@coax/domain';
import { useAddToCart } from '../../api/add-to-cart.ts';
import { useRemoveFromCart } from '../../api/remove-from-cart.ts';
import { useRemoveManyFromCart } from '../../api/remove-many-from-cart.ts';

/**
 * Seed 001 §3, §4: an item is marked for removal, then removed (it stays in place, marked
 * "Removed", and may be added back); on failure it is restored. These are the phases an item
 * goes through on the page after the customer acts on it.
 */
export type ItemPhase = 'removing' | 'removed' | 'addingBack';

/** What went wrong last, for the §8 message and its retry button. */
export type CartFailure =
  | { kind: 'remove'; item: VodCartItem }
  | { kind: 'addBack'; item: VodCartItem }
  | { kind: 'removeMany'; items: readonly VodCartItem[]; partial: boolean }
  | { kind: 'tooMany' };

/** What just finished, announced politely. */
export type CartEvent =
  | { kind: 'removed'; title: string }
  | { kind: 'addedBack'; title: string }
  | { kind: 'removedMany'; count: number };

/** Seed 001 §4: "Cart busy state: standby, loading, removing" (adding back is its own). */
export type CartBusy = 'standby' | 'removing' | 'adding';

interface Tracked {
  item: VodCartItem;
  phase: ItemPhase;
}

/** Every answer of the VOD service must say SUCCESS before the page believes it (seed 001 §4). */
function succeeded(answer: { status: string }): boolean {
  return answer.status === 'SUCCESS';
}

/**
 * The page's side of removing and adding back: per-item phases, the trash-mode selection, the
 * last failure and the last finished action. The list itself reloads after every change (the
 * api hooks invalidate it); items acted on are kept here so they stay in place meanwhile.
 */
export function useCartActions() {
  const [tracked, setTracked] = useState<ReadonlyMap<number, Tracked>>(new Map());
  const [marked, setMarked] = useState<ReadonlySet<number>>(new Set());
  const [failure, setFailure] = useState<CartFailure | null>(null);
  const [event, setEvent] = useState<CartEvent | null>(null);
  const removeOne = useRemoveFromCart();
  const addOne = useAddToCart();
  const removeMany = useRemoveManyFromCart();

  const setPhases = useCallback((items: readonly VodCartItem[], phase: ItemPhase | null) => {
    setTracked((current) => {
      const next = new Map(current);
      for (const item of items) {
        if (phase) next.set(item.id, { item, phase });
        else next.delete(item.id);
      }
      return next;
    });
  }, []);

  const unmark = useCallback((ids: readonly number[]) => {
    setMarked((current) => {
      const next = new Set(current);
      for (const id of ids) next.delete(id);
      return next;
    });
  }, []);

  const toggleMark = useCallback((id: number, on: boolean) => {
    setMarked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const clearMarks = useCallback(() => setMarked(new Set()), []);

  const remove = useCallback(
    async (item: VodCartItem) => {
      setFailure(null);
      setEvent(null);
      setPhases([item], 'removing');
      try {
        const answer = await removeOne.mutateAsync({ assetId: item.id });
        if (!succeeded(answer)) throw new Error(answer.status);
        setPhases([item], 'removed');
        unmark([item.id]);
        setEvent({ kind: 'removed', title: item.title });
      } catch {
        setPhases([item], null);
        setFailure({ kind: 'remove', item });
      }
    },
    [removeOne, setPhases, unmark],
  );

  const addBack = useCallback(
    async (item: VodCartItem) => {
      setFailure(null);
      setEvent(null);
      setPhases([item], 'addingBack');
      try {
        const answer = await addOne.mutateAsync({ assetId: item.id });
        if (!succeeded(answer)) throw new Error(answer.status);
        // The list has reloaded by now (the mutation waits for it), so the item is back in it.
        setPhases([item], null);
        setEvent({ kind: 'addedBack', title: item.title });
      } catch {
        setPhases([item], 'removed');
        setFailure({ kind: 'addBack', item });
      }
    },
    [addOne, setPhases],
  );

  /** Removes the given items at once; what the service could not remove is restored and offered again. */
  const removeItems = useCallback(
    async (items: readonly VodCartItem[]) => {
      setFailure(null);
      setEvent(null);
      const check = checkBulkRemove(items.length);
      if (!check.ok) {
        setFailure({ kind: 'tooMany' });
        return;
      }
      if (items.length === 0) return;
      setPhases(items, 'removing');
      try {
        const answer = await removeMany.mutateAsync({ assetIds: items.map((i) => i.id) });
        const remaining = new Set(answer.remainingIds);
        const gone = items.filter((i) => !remaining.has(i.id));
        const left = items.filter((i) => remaining.has(i.id));
        setPhases(gone, 'removed');
        setPhases(left, null);
        unmark(gone.map((i) => i.id));
        if (gone.length > 0) setEvent({ kind: 'removedMany', count: gone.length });
        if (answer.status !== 'SUCCESS' || left.length > 0) {
          setFailure({ kind: 'removeMany', items: left.length > 0 ? left : items, partial: left.length > 0 });
        }
      } catch {
        setPhases(items, null);
        setFailure({ kind: 'removeMany', items, partial: false });
      }
    },
    [removeMany, setPhases, unmark],
  );

  const busy: CartBusy = useMemo(() => {
    const phases = [...tracked.values()].map((t) => t.phase);
    if (phases.includes('removing')) return 'removing';
    if (phases.includes('addingBack')) return 'adding';
    return 'standby';
  }, [tracked]);

  return {
    tracked,
    marked,
    failure,
    event,
    busy,
    toggleMark,
    clearMarks,
    remove,
    addBack,
    removeItems,
    dismissFailure: () => setFailure(null),
  };
}

export type CartActions = ReturnType<typeof useCartActions>;

/**
 * The list as the page shows it: the loaded items, plus the items removed here that the reloaded
 * list no longer holds (they stay in place, "Removed", with "Add back").
 */
export function displayedItems(
  loaded: readonly VodCartItem[],
  tracked: ReadonlyMap<number, Tracked>,
): VodCartItem[] {
  const ids = new Set(loaded.map((i) => i.id));
  const gone = [...tracked.values()].filter((t) => !ids.has(t.item.id)).map((t) => t.item);
  return [...loaded, ...gone];
}

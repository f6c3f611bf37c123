/**
 * The cart and favorites pages list the whole list themselves (seed 001 §2: "sort by Name or
 * Price; page size Show 20 or Show 100"): sorting and paging are done on the page, the same way
 * for either list.
 */
import { PAGE_SIZE_LARGE, PAGE_SIZE_SMALL } from '../constants.ts';
import type { CartSort } from './cart.ts';

/** Seed 001 §9: "cart page sizes 20 and 100". */
export const CART_PAGE_SIZES = [PAGE_SIZE_SMALL, PAGE_SIZE_LARGE] as const;
export type CartPageSize = (typeof CART_PAGE_SIZES)[number];

interface SortableItem {
  id: number;
  title: string;
  /** cents */
  price: number;
}

/**
 * Sorts by name (case and accents ignored, numbers in number order) or by price, cheapest first;
 * ties fall back to the name, then the asset id, so the order never depends on the input's.
 */
export function sortCartItems<T extends SortableItem>(
  items: readonly T[],
  sort: CartSort,
  locale = 'en',
): T[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const byName = (a: T, b: T) => collator.compare(a.title, b.title);
  return [...items].sort((a, b) => {
    const first = sort === 'price' ? a.price - b.price : byName(a, b);
    if (first !== 0) return first;
    const name = sort === 'price' ? byName(a, b) : 0;
    return name !== 0 ? name : a.id - b.id;
  });
}

export interface CartPage<T> {
  items: T[];
  /** 1-based, clamped into 1..pageCount */
  page: number;
  pageCount: number;
  /** 1-based position of the first item shown (0 when there is none) */
  from: number;
  /** 1-based position of the last item shown */
  to: number;
  total: number;
}

/** One page of an already sorted list; a page past the end shows the last page. */
export function cartPage<T>(items: readonly T[], page: number, size: number): CartPage<T> {
  const total = items.length;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const start = (current - 1) * size;
  const shown = items.slice(start, start + size);
  return {
    items: shown,
    page: current,
    pageCount,
    from: shown.length > 0 ? start + 1 : 0,
    to: start + shown.length,
    total,
  };
}

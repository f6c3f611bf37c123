import { describe, expect, it } from 'vitest';
import { CART_PAGE_SIZES, cartPage, sortCartItems } from './cart-list.ts';

const item = (id: number, title: string, price: number) => ({ id, title, price });

describe('cart list sorting (seed 001 §2: sort by Name or Price)', () => {
  const items = [
    item(3, 'zebra Crossing', 299),
    item(1, 'Évasion', 0),
    item(2, 'Apple Orchard', 499),
    item(4, 'Episode 10', 299),
    item(5, 'Episode 9', 299),
  ];

  it('sorts by name ignoring case and accents, with numbers in number order', () => {
    expect(sortCartItems(items, 'name').map((i) => i.title)).toEqual([
      'Apple Orchard',
      'Episode 9',
      'Episode 10',
      'Évasion',
      'zebra Crossing',
    ]);
  });

  it('sorts by price cheapest first, equal prices by name', () => {
    expect(sortCartItems(items, 'price').map((i) => i.id)).toEqual([1, 5, 4, 3, 2]);
  });

  it('breaks a tie of the same name by asset id and leaves the input untouched', () => {
    const twins = [item(9, 'Same', 100), item(7, 'Same', 100)];
    expect(sortCartItems(twins, 'name').map((i) => i.id)).toEqual([7, 9]);
    expect(twins.map((i) => i.id)).toEqual([9, 7]);
  });
});

describe('cart list paging (seed 001 §9: cart page sizes 20 and 100)', () => {
  const list = Array.from({ length: 45 }, (_, i) => i + 1);

  it('offers the seed sizes 20 and 100', () => {
    expect(CART_PAGE_SIZES).toEqual([20, 100]);
  });

  it('cuts pages of the chosen size and says which items show', () => {
    expect(cartPage(list, 1, 20)).toMatchObject({ page: 1, pageCount: 3, from: 1, to: 20, total: 45 });
    const last = cartPage(list, 3, 20);
    expect(last.items).toEqual([41, 42, 43, 44, 45]);
    expect(last).toMatchObject({ from: 41, to: 45 });
    expect(cartPage(list, 1, 100).items).toHaveLength(45);
  });

  it('clamps a page past either end', () => {
    expect(cartPage(list, 9, 20).page).toBe(3);
    expect(cartPage(list, 0, 20).page).toBe(1);
  });

  it('has one empty page for an empty list', () => {
    expect(cartPage([], 1, 20)).toEqual({ items: [], page: 1, pageCount: 1, from: 0, to: 0, total: 0 });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { json, mockApi } from '../../../../test/fetch-mock.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { createVodCart, createVodCartItem } from '../../../../test/vod-factories.ts';
import { createVodCartItems, signedInSession } from '../../../../test/vod-cart-factories.ts';

// The page loads lazily; loading it once up front keeps the first test within the usual waits.
beforeAll(async () => {
  await import('../../pages/cart-page.tsx');
});

function showCart(items = createVodCartItems(3)) {
  const api = mockApi({
    'GET /api/session': () => json(200, signedInSession()),
    'GET /api/vod/cart': () => json(200, createVodCart({ items })),
  });
  return { ...api, ...renderApp('/tv/cart/') };
}

const titlesShown = () =>
  within(screen.getByRole('list', { name: 'Cart items' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('cart list (seed 001 §2, §3)', () => {
  it('shows each item with its art, title link, quality, price or Free, duration and end date', async () => {
    showCart([
      createVodCartItem({
        id: 1,
        titleId: 'T9',
        title: 'Harbor Lights',
        quality: 'SD',
        price: 399,
        movieLength: 95,
        endDt: '2099-03-05',
      }),
      createVodCartItem({ id: 2, titleId: 'T8', title: 'Free Willow', price: 0, movieLength: 45 }),
    ]);
    // the first render of the app in a file can be slow on a busy machine
    const link = await screen.findByRole('link', { name: 'Harbor Lights' });
    expect(link).toHaveAttribute('href', '/tv/asset/#/movie/T9');
    const item = link.closest('li')!;
    expect(within(item).getByText('SD')).toBeInTheDocument();
    expect(within(item).getByText('$3.99')).toBeInTheDocument();
    expect(within(item).getByText('1 hr 35 min')).toBeInTheDocument();
    expect(within(item).getByText('Available until March 5, 2099')).toBeInTheDocument();
    expect(item.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringContaining('getImage.jpg?name=T100001.jpg'),
    );
    const free = screen.getByRole('link', { name: 'Free Willow' }).closest('li')!;
    expect(within(free).getByText('Free')).toBeInTheDocument();
    expect(within(free).getByText('45 min')).toBeInTheDocument();
    expect(screen.getByText('2 items')).toBeInTheDocument();
  });

  it('marks an item whose offer ends within 25 days as ending soon', async () => {
    showCart([
      createVodCartItem({ id: 1, title: 'Last Call', isEndingSoon: true }),
      createVodCartItem({ id: 2, title: 'Plenty Of Time', isEndingSoon: false }),
    ]);
    const soon = (await screen.findByRole('link', { name: 'Last Call' })).closest('li')!;
    expect(within(soon).getByText('Ending soon')).toBeInTheDocument();
    const later = screen.getByRole('link', { name: 'Plenty Of Time' }).closest('li')!;
    expect(within(later).queryByText('Ending soon')).not.toBeInTheDocument();
  });

  it('sorts by name, and by price cheapest first', async () => {
    const { user } = showCart([
      createVodCartItem({ id: 1, title: 'Cobalt', price: 199 }),
      createVodCartItem({ id: 2, title: 'anchor', price: 599 }),
      createVodCartItem({ id: 3, title: 'Bramble', price: 0 }),
    ]);
    await screen.findByRole('link', { name: 'Cobalt' });
    expect(titlesShown()).toEqual(['anchor', 'Bramble', 'Cobalt']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price');
    expect(titlesShown()).toEqual(['Bramble', 'Cobalt', 'anchor']);
  });

  it('shows 20 at a time with pages, or 100 with Show 100', async () => {
    const { user } = showCart(createVodCartItems(45));
    await screen.findByRole('link', { name: 'Title 01' });
    expect(titlesShown()).toHaveLength(20);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Showing 1 to 20 of 45')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(titlesShown()).toEqual(['Title 41', 'Title 42', 'Title 43', 'Title 44', 'Title 45']);
    expect(within(pages).getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Items per page' }), 'Show 100');
    expect(titlesShown()).toHaveLength(45);
    expect(within(pages).getByText('Showing 1 to 45 of 45')).toBeInTheDocument();
    expect(within(pages).queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('goes back to the first page when the sort changes', async () => {
    const { user } = showCart(createVodCartItems(25));
    await screen.findByRole('link', { name: 'Title 01' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Showing 21 to 25 of 25')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price');
    expect(screen.getByText('Showing 1 to 20 of 25')).toBeInTheDocument();
  });

  it('switches between list and grid, saying which is on', async () => {
    const { user } = showCart();
    await screen.findByRole('link', { name: 'Title 01' });
    const list = screen.getByRole('button', { name: 'List' });
    const grid = screen.getByRole('button', { name: 'Grid' });
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('list', { name: 'Cart items' })).toHaveClass('cart-list--list');
    await user.click(grid);
    expect(grid).toHaveAttribute('aria-pressed', 'true');
    expect(list).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('list', { name: 'Cart items' })).toHaveClass('cart-list--grid');
  });

  it('searches On Demand from the search box', async () => {
    const { user, currentPath } = showCart();
    // the on-demand search page it leads to asks for the results
    const noResults = {
      status: 'SUCCESS',
      term: 'harbor lights',
      phrase: false,
      titles: [],
      more: false,
      next: null,
      people: [],
      genres: [],
    };
    mockApi({
      'GET /api/session': () => json(200, signedInSession()),
      'GET /api/vod/cart': () => json(200, createVodCart({ items: createVodCartItems(3) })),
      'GET /api/vod/search': () => json(200, noResults),
    });
    await screen.findByRole('link', { name: 'Title 01' });
    const search = screen.getByRole('search', { name: 'Search On Demand' });
    await user.type(within(search).getByRole('searchbox', { name: 'Search On Demand' }), 'harbor lights');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(currentPath()).toBe('/tv/on-demand/#/search/harbor%20lights'));
  });

  it('loads the list once for the page however many parts read it', async () => {
    const { callsTo } = showCart();
    await screen.findByRole('link', { name: 'Title 01' });
    expect(callsTo('GET /api/vod/cart')).toHaveLength(1);
  });
});

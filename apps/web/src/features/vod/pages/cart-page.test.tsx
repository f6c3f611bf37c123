import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { PORTAL_COOKIE_NAMES } from '@coax/domain';
import { apiError, json, mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { createVodCart } from '../../../test/vod-factories.ts';
import { createVodFavorites, signedInSession } from '../../../test/vod-cart-factories.ts';

// The page loads lazily; loading it once up front keeps the first test within the usual waits.
beforeAll(async () => {
  await import('./cart-page.tsx');
});

describe('cart and favorites pages: which variant (seed 001 §2)', () => {
  it('sends a special-box customer from /tv/cart/ to /tv/favorites/', async () => {
    mockApi({
      'GET /api/session': () => json(200, signedInSession({ laBox: true })),
      'GET /api/vod/cart': () => json(200, createVodFavorites()),
    });
    const { currentPath } = renderApp('/tv/cart/');
    // the first render of the app in a file can be slow on a busy machine
    expect(await screen.findByRole('heading', { level: 1, name: 'Favorites' })).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/tv/favorites/'));
    expect(await screen.findByText('Your favorite On Demand titles, saved in HD.')).toBeInTheDocument();
  });

  it('sends an ordinary customer from /tv/favorites/ and /tv/mypicks/ to /tv/cart/', async () => {
    mockApi({
      'GET /api/session': () => json(200, signedInSession()),
      'GET /api/vod/cart': () => json(200, createVodCart()),
    });
    const first = renderApp('/tv/mypicks/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
    await waitFor(() => expect(first.currentPath()).toBe('/tv/cart/'));
    first.unmount();

    const second = renderApp('/tv/favorites');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
    await waitFor(() => expect(second.currentPath()).toBe('/tv/cart/'));
  });

  it('keeps a special-box customer on /tv/mypicks/, titled My picks', async () => {
    mockApi({
      'GET /api/session': () => json(200, signedInSession({ laBox: true })),
      'GET /api/vod/cart': () => json(200, createVodFavorites()),
    });
    const { currentPath } = renderApp('/tv/mypicks/');
    expect(await screen.findByRole('heading', { level: 1, name: 'My picks' })).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/tv/mypicks/'));
  });

  it('uses the labox cookie without a session: a visitor with it goes to favorites', async () => {
    document.cookie = `${PORTAL_COOKIE_NAMES.labox}=1; path=/`;
    const { callsTo } = mockApi();
    const { currentPath } = renderApp('/tv/cart/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Favorites' })).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/tv/favorites/'));
    expect(screen.getByText('Sign in to see your favorites.')).toBeInTheDocument();
    // the list is the session's: a visitor's page never asks for it
    expect(callsTo('GET /api/vod/cart')).toHaveLength(0);
  });

  it('uses the labox cookie without a session: a visitor without it goes to the cart', async () => {
    mockApi();
    const { currentPath } = renderApp('/tv/favorites/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/tv/cart/'));
  });

  it('lets the session outrank the cookie', async () => {
    document.cookie = `${PORTAL_COOKIE_NAMES.labox}=1; path=/`;
    mockApi({
      'GET /api/session': () => json(200, signedInSession()),
      'GET /api/vod/cart': () => json(200, createVodCart()),
    });
    const { currentPath } = renderApp('/tv/cart/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/tv/cart/'));
  });

  it('stays in Spanish while it redirects', async () => {
    mockApi({
      'GET /api/session': () => json(200, signedInSession({ laBox: true })),
      'GET /api/vod/cart': () => json(200, createVodFavorites()),
    });
    const { currentPath } = renderApp('/espanol/tv/cart/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Favoritos' })).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/espanol/tv/favorites/'));
    expect(await screen.findByRole('list', { name: 'Artículos favoritos' })).toBeInTheDocument();
  });
});

describe('cart page for visitors and customers without TV', () => {
  it('asks a visitor to sign in, coming back to this page', async () => {
    mockApi();
    renderApp('/tv/cart/');
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('Sign in to see your cart.')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login/?referer=/tv/cart/',
    );
  });

  it('tells a customer without TV service that the cart comes with it', async () => {
    const { callsTo } = mockApi({ 'GET /api/session': () => json(200, signedInSession({ tv: false })) });
    renderApp('/tv/cart/');
    expect(await screen.findByText('The cart and favorites come with TV service.')).toBeInTheDocument();
    expect(callsTo('GET /api/vod/cart')).toHaveLength(0);
  });
});

describe('cart page loading and errors (seed 001 §8)', () => {
  it('shows the loading failure in cart wording, and Try again loads the list', async () => {
    let fail = true;
    mockApi({
      'GET /api/session': () => json(200, signedInSession()),
      'GET /api/vod/cart': () => (fail ? apiError(500, 'INTERNAL', 'boom') : json(200, createVodCart())),
    });
    const { user } = renderApp('/tv/cart/');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, there was a problem loading your cart items.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'The Lantern Keeper' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the loading failure in favorites wording on the favorites page', async () => {
    mockApi({
      'GET /api/session': () => json(200, signedInSession({ laBox: true })),
      'GET /api/vod/cart': () => apiError(500, 'INTERNAL', 'boom'),
    });
    renderApp('/tv/favorites/');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, there was a problem loading your favorite items.',
    );
  });

  it('says the cart could not be reached when the network fails, with Try again', async () => {
    mockApi({
      'GET /api/session': () => json(200, signedInSession()),
      'GET /api/vod/cart': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderApp('/tv/cart/');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, we could not access your cart. Please try again later.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says favorites could not be reached in favorites wording', async () => {
    mockApi({
      'GET /api/session': () => json(200, signedInSession({ laBox: true })),
      'GET /api/vod/cart': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderApp('/tv/favorites/');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, we could not access your favorites. Please try again later.',
    );
  });

  it('announces loading politely while the list loads', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    mockApi({
      'GET /api/session': () => json(200, signedInSession()),
      'GET /api/vod/cart': async () => {
        await gate;
        return json(200, createVodCart());
      },
    });
    renderApp('/tv/cart/');
    expect(await screen.findByText('Loading your cart…')).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByText('Loading your cart…')).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: 'The Lantern Keeper' })).toBeInTheDocument();
  });

  it('shows a friendly empty state with a way to On Demand', async () => {
    mockApi({
      'GET /api/session': () => json(200, signedInSession()),
      'GET /api/vod/cart': () => json(200, createVodCart({ items: [] })),
    });
    renderApp('/tv/cart/');
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse On Demand' })).toHaveAttribute('href', '/tv/on-demand/');
  });
});

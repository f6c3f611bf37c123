import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { VodCartContains } from '@coax/contract';
import { createSessionState, createSessionUser } from '../../../test/factories.ts';
import { apiError, deferred, json, mockApi, type MockRequest } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { createVodTitle } from '../../../test/vod-factories.ts';
import { createVodCartChange, createVodCartContains } from '../../../test/vod-title-factories.ts';

const title = () => json(200, { status: 'SUCCESS', linearData: [], title: createVodTitle() });
const signedIn = (laBoxUser = false) =>
  json(200, createSessionState({ user: createSessionUser({ laBoxUser, laboxOrMini: laBoxUser }) }));

/** A server-side list the handlers keep in step, as the real cart would. */
function cartServer(
  initial: Partial<VodCartContains['titles'][number]> = {},
  kind: 'cart' | 'favorites' = 'cart',
) {
  const flags = { inCartHd: false, inCartSd: false, ...initial };
  const contains = () => {
    const answer = createVodCartContains({ ...flags, inCart: flags.inCartHd || flags.inCartSd }, kind);
    return json(200, answer);
  };
  const change = (request: MockRequest, added: boolean) => {
    const { assetId } = request.body as { assetId: number };
    const quality = assetId === 200001 ? 'HD' : 'SD';
    if (quality === 'HD') flags.inCartHd = added;
    else flags.inCartSd = added;
    return createVodCartChange({
      kind,
      assetId,
      quality,
      ...flags,
      inCart: flags.inCartHd || flags.inCartSd,
    });
  };
  return { flags, contains, change };
}

async function openMovie() {
  const app = renderApp('/tv/asset/#/movie/T100001');
  const main = await screen.findByRole('main');
  await within(main).findByRole('heading', { level: 1, name: 'The Lantern Keeper' });
  return { ...app, main, group: within(main).getByRole('group', { name: 'Rent or save' }) };
}

describe('cart buttons on a title page', () => {
  it('adds HD only once the cart answers SUCCESS, busy and announced meanwhile', async () => {
    const server = cartServer();
    const pending = deferred();
    const { callsTo } = mockApi({
      'GET /api/session': () => signedIn(),
      'GET /api/vod/titles/T100001': title,
      'GET /api/vod/cart/contains': server.contains,
      'POST /api/vod/cart/add': async (request) => {
        const answer = server.change(request, true);
        await pending.promise;
        return json(200, answer);
      },
    });
    const { user, group } = await openMovie();
    const hd = await within(group).findByRole('button', { name: 'Add HD to Cart' });
    await waitFor(() => expect(hd).not.toHaveAttribute('aria-disabled'));
    expect(within(group).getByRole('button', { name: 'Add SD to Cart' })).toBeInTheDocument();
    expect(callsTo('GET /api/vod/cart/contains')[0]!.url.searchParams.get('titleIds')).toBe('T100001');

    await user.click(hd);
    expect(await within(group).findByText('Adding the item to your cart…')).toBeInTheDocument();
    expect(hd).toHaveAttribute('aria-disabled', 'true');
    expect(hd).toHaveTextContent('Add HD to Cart');
    expect(callsTo('POST /api/vod/cart/add')[0]!.body).toEqual({ assetId: 200001, tracking: 'title-page' });

    pending.resolve(json(200, {}));
    expect(await within(group).findByRole('button', { name: 'Remove HD from Cart' })).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Add SD to Cart' })).toBeInTheDocument();
    expect(within(group).getByRole('status')).toHaveTextContent('In your cart: HD.');
  });

  it('removes one quality and keeps the other', async () => {
    const server = cartServer({ inCartHd: true, inCartSd: true });
    const { callsTo } = mockApi({
      'GET /api/session': () => signedIn(),
      'GET /api/vod/titles/T100001': title,
      'GET /api/vod/cart/contains': server.contains,
      'POST /api/vod/cart/remove': (request) => json(200, server.change(request, false)),
    });
    const { user, group } = await openMovie();
    const sd = await within(group).findByRole('button', { name: 'Remove SD from Cart' });
    expect(within(group).getByRole('status')).toHaveTextContent('In your cart: HD and SD.');
    await user.click(sd);
    expect(await within(group).findByRole('button', { name: 'Add SD to Cart' })).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Remove HD from Cart' })).toBeInTheDocument();
    expect(callsTo('POST /api/vod/cart/remove')[0]!.body).toEqual({
      assetId: 300001,
      tracking: 'title-page',
    });
  });

  it('keeps the state and says so when adding fails, with Try again', async () => {
    const server = cartServer();
    let fail = true;
    mockApi({
      'GET /api/session': () => signedIn(),
      'GET /api/vod/titles/T100001': title,
      'GET /api/vod/cart/contains': server.contains,
      'POST /api/vod/cart/add': (request) =>
        fail ? apiError(500, 'INTERNAL', 'Boom') : json(200, server.change(request, true)),
    });
    const { user, group } = await openMovie();
    const sd = await within(group).findByRole('button', { name: 'Add SD to Cart' });
    await waitFor(() => expect(sd).not.toHaveAttribute('aria-disabled'));
    await user.click(sd);
    const alert = await within(group).findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, there was a problem adding the item to your cart.');
    expect(sd).toHaveTextContent('Add SD to Cart');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(group).findByRole('button', { name: 'Remove SD from Cart' })).toBeInTheDocument();
    expect(within(group).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('treats an answer that is not SUCCESS as a failure', async () => {
    const server = cartServer();
    mockApi({
      'GET /api/session': () => signedIn(),
      'GET /api/vod/titles/T100001': title,
      'GET /api/vod/cart/contains': server.contains,
      'POST /api/vod/cart/add': () => json(200, { ...createVodCartChange(), status: 'FAILURE' }),
    });
    const { user, group } = await openMovie();
    const hd = await within(group).findByRole('button', { name: 'Add HD to Cart' });
    await waitFor(() => expect(hd).not.toHaveAttribute('aria-disabled'));
    await user.click(hd);
    expect(await within(group).findByRole('alert')).toHaveTextContent(
      'Sorry, there was a problem adding the item to your cart.',
    );
    expect(within(group).getByRole('button', { name: 'Add HD to Cart' })).toBeInTheDocument();
  });

  it('sends a visitor to sign in with this page as the referer, without touching the cart', async () => {
    const { requests } = mockApi({ 'GET /api/vod/titles/T100001': title });
    const { user, group, currentPath } = await openMovie();
    await user.click(within(group).getByRole('button', { name: 'Add HD to Cart' }));
    await waitFor(() => expect(currentPath()).toBe('/login/?referer=/tv/asset/%23/movie/T100001'));
    expect(requests.some((r) => r.url.pathname.startsWith('/api/vod/cart'))).toBe(false);
  });

  it('gives special-box customers one Add to Favs button with a heart, saving the HD asset', async () => {
    const server = cartServer({}, 'favorites');
    const { callsTo } = mockApi({
      'GET /api/session': () => signedIn(true),
      'GET /api/vod/titles/T100001': title,
      'GET /api/vod/cart/contains': server.contains,
      'POST /api/vod/cart/add': (request) => json(200, server.change(request, true)),
    });
    const { user, group } = await openMovie();
    const fav = await within(group).findByRole('button', { name: 'Add to Favs' });
    expect(within(group).getAllByRole('button')).toHaveLength(1);
    expect(fav.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await waitFor(() => expect(fav).not.toHaveAttribute('aria-disabled'));
    await user.click(fav);
    expect(await within(group).findByRole('button', { name: 'Remove from Favs' })).toBeInTheDocument();
    expect(callsTo('POST /api/vod/cart/add')[0]!.body).toEqual({ assetId: 200001, tracking: 'title-page' });
    expect(within(group).getByRole('status')).toHaveTextContent('In your favorites.');
  });

  it('uses the favorites wording when saving a favorite fails', async () => {
    mockApi({
      'GET /api/session': () => signedIn(true),
      'GET /api/vod/titles/T100001': title,
      'GET /api/vod/cart/contains': cartServer({}, 'favorites').contains,
      'POST /api/vod/cart/add': () => apiError(500, 'INTERNAL', 'Boom'),
    });
    const { user, group } = await openMovie();
    const fav = await within(group).findByRole('button', { name: 'Add to Favs' });
    await waitFor(() => expect(fav).not.toHaveAttribute('aria-disabled'));
    await user.click(fav);
    expect(await within(group).findByRole('alert')).toHaveTextContent(
      'Sorry, there was a problem adding the item to your favorites.',
    );
  });

  it('shows a visitor with the labox cookie the favorites button', async () => {
    document.cookie = 'labox=1; path=/';
    mockApi({ 'GET /api/vod/titles/T100001': title });
    const { group } = await openMovie();
    expect(within(group).getByRole('button', { name: 'Add to Favs' })).toBeInTheDocument();
    expect(within(group).getByText('Sign in to add titles to your favorites.')).toBeInTheDocument();
  });
});

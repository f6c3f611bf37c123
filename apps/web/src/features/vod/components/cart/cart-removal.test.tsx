import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { CartKind } from '@coax/domain';
import type { VodCartItem } from '@coax/contract';
import { apiError, json, mockApi, type MockRequest } from '../../../../test/fetch-mock.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { createVodCart } from '../../../../test/vod-factories.ts';
import {
  createVodCartChange,
  createVodCartItems,
  createVodCartRemoveMany,
  signedInSession,
} from '../../../../test/vod-cart-factories.ts';

beforeAll(async () => {
  await import('../../pages/cart-page.tsx');
});

interface AssetBody {
  assetId: number;
}
interface ManyBody {
  assetIds: number[];
}

/**
 * A small cart service: the list changes with each add and remove, as the real one does, and a
 * test can make the next calls fail.
 */
function cartService(initial: VodCartItem[], kind: CartKind = 'cart') {
  let items = [...initial];
  const fail = { remove: 0, add: 0, removeMany: 0 };
  /** assets the next bulk removal leaves in the list (a partial failure) */
  const stuck = new Set<number>();
  const api = mockApi({
    'GET /api/session': () => json(200, signedInSession({ laBox: kind === 'favorites' })),
    'GET /api/vod/cart': () =>
      json(200, createVodCart({ kind, forcedQuality: kind === 'favorites' ? 'HD' : null, items })),
    'POST /api/vod/cart/remove': (req: MockRequest) => {
      if (fail.remove > 0) {
        fail.remove -= 1;
        return apiError(500, 'INTERNAL', 'Internal error');
      }
      const { assetId } = req.body as AssetBody;
      items = items.filter((i) => i.id !== assetId);
      return json(200, createVodCartChange({ kind, assetId, count: items.length }));
    },
    'POST /api/vod/cart/add': (req: MockRequest) => {
      if (fail.add > 0) {
        fail.add -= 1;
        return apiError(500, 'INTERNAL', 'Internal error');
      }
      const { assetId } = req.body as AssetBody;
      const item = initial.find((i) => i.id === assetId);
      if (item && !items.some((i) => i.id === assetId)) items = [item, ...items];
      return json(
        200,
        createVodCartChange({ kind, assetId, inCart: true, inCartHd: true, count: items.length }),
      );
    },
    'POST /api/vod/cart/remove-multiple': (req: MockRequest) => {
      if (fail.removeMany > 0) {
        fail.removeMany -= 1;
        return apiError(500, 'INTERNAL', 'Internal error');
      }
      const { assetIds } = req.body as ManyBody;
      const remainingIds = assetIds.filter((id) => stuck.has(id));
      stuck.clear();
      items = items.filter((i) => !assetIds.includes(i.id) || remainingIds.includes(i.id));
      return json(
        200,
        createVodCartRemoveMany({
          kind,
          status: remainingIds.length > 0 ? 'PARTIAL_FAILURE' : 'SUCCESS',
          removedIds: assetIds.filter((id) => !remainingIds.includes(id)),
          remainingIds,
          count: items.length,
        }),
      );
    },
  });
  return { ...api, fail, stuck };
}

const itemOf = (title: string) => screen.getByRole('link', { name: title }).closest('li')!;
const bodies = (requests: MockRequest[]) => requests.map((r) => r.body);

describe('removing one item, and adding it back (seed 001 §4)', () => {
  it('shows a removed item in place as Removed, then adds it back, reloading the list each time', async () => {
    const service = cartService(createVodCartItems(3));
    const { user } = renderApp('/tv/cart/');
    // the first render of the app in a file can be slow on a busy machine
    await screen.findByRole('link', { name: 'Title 02' });
    expect(screen.getByText('3 items')).toBeInTheDocument();

    await user.click(within(itemOf('Title 02')).getByRole('button', { name: 'Remove Title 02 (HD)' }));
    expect(await within(itemOf('Title 02')).findByText('Removed')).toBeInTheDocument();
    expect(bodies(service.callsTo('POST /api/vod/cart/remove'))).toEqual([{ assetId: 500_002 }]);
    expect(screen.getByText('Title 02 was removed.')).toBeInTheDocument();
    expect(await screen.findByText('2 items')).toBeInTheDocument();
    // still where it was, between the other two
    expect(
      within(screen.getByRole('list', { name: 'Cart items' }))
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Title 01', 'Title 02', 'Title 03']);

    const addBack = within(itemOf('Title 02')).getByRole('button', { name: 'Add back Title 02 (HD)' });
    await user.click(addBack);
    expect(await within(itemOf('Title 02')).findByRole('button', { name: 'Remove Title 02 (HD)' })).toBe(
      addBack,
    );
    expect(within(itemOf('Title 02')).queryByText('Removed')).not.toBeInTheDocument();
    expect(bodies(service.callsTo('POST /api/vod/cart/add'))).toEqual([{ assetId: 500_002 }]);
    expect(await screen.findByText('3 items')).toBeInTheDocument();
    expect(screen.getByText('Title 02 was added back.')).toBeInTheDocument();
    expect(service.callsTo('GET /api/vod/cart')).toHaveLength(3);
  });

  it('restores the item when removal fails, with the seed message and Try again', async () => {
    const service = cartService(createVodCartItems(2));
    service.fail.remove = 1;
    const { user } = renderApp('/tv/cart/');
    await screen.findByRole('link', { name: 'Title 01' });
    await user.click(screen.getByRole('button', { name: 'Remove Title 01 (HD)' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, there was a problem removing your cart item.');
    expect(within(itemOf('Title 01')).queryByText('Removed')).not.toBeInTheDocument();
    expect(
      within(itemOf('Title 01')).getByRole('button', { name: 'Remove Title 01 (HD)' }),
    ).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(itemOf('Title 01')).findByText('Removed')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(service.callsTo('POST /api/vod/cart/remove')).toHaveLength(2);
  });

  it('keeps the item removed when adding back fails, in favorites wording', async () => {
    const service = cartService(createVodCartItems(2), 'favorites');
    service.fail.add = 1;
    const { user } = renderApp('/tv/favorites/');
    await screen.findByRole('link', { name: 'Title 01' });
    await user.click(screen.getByRole('button', { name: 'Remove Title 01 (HD)' }));
    await user.click(await screen.findByRole('button', { name: 'Add back Title 01 (HD)' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, there was a problem adding an item back to your favorites.');
    expect(within(itemOf('Title 01')).getByText('Removed')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await within(itemOf('Title 01')).findByRole('button', { name: 'Remove Title 01 (HD)' }),
    ).toBeInTheDocument();
  });

  it('says removal failed in favorites wording on the favorites page', async () => {
    const service = cartService(createVodCartItems(1), 'favorites');
    service.fail.remove = 1;
    const { user } = renderApp('/tv/favorites/');
    await user.click(await screen.findByRole('button', { name: 'Remove Title 01 (HD)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, there was a problem removing your favorite item.',
    );
  });

  it('announces Removing… while the removal runs', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const items = createVodCartItems(1);
    mockApi({
      'GET /api/session': () => json(200, signedInSession()),
      'GET /api/vod/cart': () => json(200, createVodCart({ items })),
      'POST /api/vod/cart/remove': async () => {
        await gate;
        return json(200, createVodCartChange({ assetId: 500_001 }));
      },
    });
    const { user } = renderApp('/tv/cart/');
    const button = await screen.findByRole('button', { name: 'Remove Title 01 (HD)' });
    await user.click(button);
    expect(await screen.findByText('Removing…', { selector: '[role="status"]' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveTextContent('Removing…');
    release();
    expect(await screen.findByRole('button', { name: 'Add back Title 01 (HD)' })).toBe(button);
  });
});

describe('trash mode and bulk removal (seed 001 §2, §5)', () => {
  async function openTrashMode(count: number) {
    const service = cartService(createVodCartItems(count));
    const view = renderApp('/tv/cart/');
    await screen.findByRole('link', { name: 'Title 01' });
    await view.user.click(screen.getByRole('button', { name: 'Select items to remove' }));
    return { service, ...view };
  }

  it('marks items for removal and removes them together', async () => {
    const { service, user } = await openTrashMode(4);
    expect(screen.getByRole('button', { name: 'Select items to remove' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('You can remove up to 10 items at one time.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Mark for removal Title 01 (HD)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Mark for removal Title 03 (HD)' }));
    await user.click(screen.getByRole('button', { name: 'Remove 2 selected items' }));

    expect(await within(itemOf('Title 03')).findByText('Removed')).toBeInTheDocument();
    expect(within(itemOf('Title 01')).getByText('Removed')).toBeInTheDocument();
    expect(within(itemOf('Title 02')).queryByText('Removed')).not.toBeInTheDocument();
    expect(bodies(service.callsTo('POST /api/vod/cart/remove-multiple'))).toEqual([
      { assetIds: [500_001, 500_003] },
    ]);
    expect(screen.getByText('2 items were removed.')).toBeInTheDocument();
    expect(await screen.findByText('2 items')).toBeInTheDocument();
  });

  it('refuses more than ten with the seed message and removes nothing', async () => {
    const { service, user } = await openTrashMode(11);
    for (const box of screen.getAllByRole('checkbox', { name: /^Mark for removal/ })) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Remove 11 selected items' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have selected more than ten items to delete. You can only delete ten items at one time. Please change your selection.',
    );
    expect(service.callsTo('POST /api/vod/cart/remove-multiple')).toHaveLength(0);
    expect(screen.queryByText('Removed')).not.toBeInTheDocument();

    // ten is allowed
    await user.click(screen.getByRole('checkbox', { name: 'Mark for removal Title 11 (HD)' }));
    await user.click(screen.getByRole('button', { name: 'Remove 10 selected items' }));
    await waitFor(() => expect(service.callsTo('POST /api/vod/cart/remove-multiple')).toHaveLength(1));
    expect(await screen.findAllByText('Removed')).toHaveLength(10);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('retries only the remaining items after a partial failure', async () => {
    const { service, user } = await openTrashMode(3);
    service.stuck.add(500_002);
    for (const box of screen.getAllByRole('checkbox', { name: /^Mark for removal/ })) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Remove 3 selected items' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, there was a problem removing items from your cart.');
    expect(within(itemOf('Title 01')).getByText('Removed')).toBeInTheDocument();
    expect(within(itemOf('Title 02')).queryByText('Removed')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Mark for removal Title 02 (HD)' })).toBeChecked();

    await user.click(within(alert).getByRole('button', { name: 'Try again to remove remaining items' }));
    expect(await within(itemOf('Title 02')).findByText('Removed')).toBeInTheDocument();
    expect(bodies(service.callsTo('POST /api/vod/cart/remove-multiple'))).toEqual([
      { assetIds: [500_001, 500_002, 500_003] },
      { assetIds: [500_002] },
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('restores every item when the bulk removal fails, with Try again', async () => {
    const { service, user } = await openTrashMode(2);
    service.fail.removeMany = 1;
    for (const box of screen.getAllByRole('checkbox', { name: /^Mark for removal/ })) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Remove 2 selected items' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, there was a problem removing items from your cart.');
    expect(screen.queryByText('Removed')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByText('Removed')).toHaveLength(2);
  });

  it('clears the marks when trash mode is turned off', async () => {
    const { user } = await openTrashMode(2);
    await user.click(screen.getByRole('checkbox', { name: 'Mark for removal Title 01 (HD)' }));
    expect(screen.getByRole('button', { name: 'Remove 1 selected item' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select items to remove' }));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select items to remove' }));
    expect(screen.getByRole('checkbox', { name: 'Mark for removal Title 01 (HD)' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Remove 0 selected items' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});

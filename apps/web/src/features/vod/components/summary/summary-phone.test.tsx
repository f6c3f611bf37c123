import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { allowConsoleError } from '../../../../test/console-guard.ts';
import { apiError, json, mockApi } from '../../../../test/fetch-mock.ts';
import { createVodFilters } from '../../../../test/vod-summary-factories.ts';
import { queryOf, renderSummary, summaryAnswer } from './summary-test-utils.tsx';

const GRID = 'GET /api/vod/menus/200001/titles';

/** A stand-in IntersectionObserver the test fires by hand, as scrolling near the list's end would. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  readonly options: IntersectionObserverInit | undefined;
  private readonly callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.targets.length = 0;
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  /** the list's end comes into (or near) view */
  reach() {
    const entries = this.targets.map(
      (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

const watching = () => FakeIntersectionObserver.instances.filter((o) => o.targets.length > 0);

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('innerWidth', 375);
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

const tiles = () => document.querySelectorAll('.vod-summary__grid .vod-tile');

describe('category grid on a phone', () => {
  it('has no page buttons and appends 20 more titles when the end of the list comes near', async () => {
    const { callsTo } = mockApi({
      'GET /api/vod/filters': () => json(200, createVodFilters()),
      [GRID]: summaryAnswer(45),
    });
    renderSummary();
    expect(await screen.findByText('Showing 20 of 45 titles')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Titles per page' })).not.toBeInTheDocument();
    expect(tiles()).toHaveLength(20);

    act(() => watching()[0]!.reach());
    expect(await screen.findByText('Showing 40 of 45 titles')).toBeInTheDocument();
    expect(tiles()).toHaveLength(40);
    expect(queryOf(callsTo(GRID)[1])).toEqual({
      page: '2',
      pageSize: '20',
      sort: 'alphabetical',
      filter: '0',
    });

    act(() => watching()[0]!.reach());
    expect(await screen.findByText('Showing 45 of 45 titles')).toBeInTheDocument();
    // at the end nothing more is asked for, and the button goes
    act(() => watching()[0]!.reach());
    expect(callsTo(GRID)).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('appends with the Show more button too, for keyboards and browsers without an observer', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    mockApi({ 'GET /api/vod/filters': () => json(200, createVodFilters()), [GRID]: summaryAnswer(45) });
    const { user } = renderSummary();
    await screen.findByText('Showing 20 of 45 titles');
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Showing 40 of 45 titles')).toBeInTheDocument();
    expect(tiles()).toHaveLength(40);
  });

  it('keeps the titles it has when appending fails, and tries again on request', async () => {
    allowConsoleError(/500/);
    let fail = true;
    mockApi({
      'GET /api/vod/filters': () => json(200, createVodFilters()),
      [GRID]: (request) =>
        request.url.searchParams.get('page') === '2' && fail
          ? apiError(500, 'INTERNAL', 'boom')
          : summaryAnswer(45)(request),
    });
    const { user } = renderSummary();
    await screen.findByText('Showing 20 of 45 titles');
    act(() => watching()[0]!.reach());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, there was an error. Please try again later.',
    );
    expect(tiles()).toHaveLength(20);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 40 of 45 titles')).toBeInTheDocument();
  });

  it('sorts from a sheet whose Cancel restores the previous sort and filter', async () => {
    const { callsTo } = mockApi({
      'GET /api/vod/filters': () => json(200, createVodFilters()),
      [GRID]: summaryAnswer(45),
    });
    const { user, currentPath } = renderSummary();
    await screen.findByText('Showing 20 of 45 titles');
    expect(screen.getByText('Sorted by Alphabetical · No filter')).toBeInTheDocument();

    // Apply: the list starts again under the new sort and filter
    await user.click(screen.getByRole('button', { name: 'Sort' }));
    let sheet = screen.getByRole('dialog', { name: 'Sort and filter' });
    await user.click(within(sheet).getByRole('radio', { name: 'Release year' }));
    await user.click(within(sheet).getByRole('radio', { name: 'HD' }));
    await user.click(within(sheet).getByRole('button', { name: 'Apply' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Sorted by Release year · HD')).toBeInTheDocument();
    await waitFor(() =>
      expect(queryOf(callsTo(GRID).at(-1))).toEqual({
        page: '1',
        pageSize: '20',
        sort: 'releaseYear',
        filter: '1',
      }),
    );
    await waitFor(() =>
      expect(currentPath()).toBe('/tv/on-demand/?sort=releaseYear&filter=1#/summary/200001'),
    );
    const asked = callsTo(GRID).length;

    // Cancel: other choices made in the sheet are dropped
    await user.click(screen.getByRole('button', { name: 'Sort' }));
    sheet = screen.getByRole('dialog', { name: 'Sort and filter' });
    expect(within(sheet).getByRole('radio', { name: 'Release year' })).toBeChecked();
    await user.click(within(sheet).getByRole('radio', { name: 'Popularity' }));
    await user.click(within(sheet).getByRole('radio', { name: 'Free' }));
    await user.click(within(sheet).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Sorted by Release year · HD')).toBeInTheDocument();
    await waitFor(() =>
      expect(currentPath()).toBe('/tv/on-demand/?sort=releaseYear&filter=1#/summary/200001'),
    );
    expect(callsTo(GRID)).toHaveLength(asked);
    // and the sheet opens again on the choice in force, not the cancelled one
    await user.click(screen.getByRole('button', { name: 'Sort' }));
    sheet = screen.getByRole('dialog', { name: 'Sort and filter' });
    expect(within(sheet).getByRole('radio', { name: 'Release year' })).toBeChecked();
    expect(within(sheet).getByRole('radio', { name: 'HD' })).toBeChecked();
    expect(within(sheet).getByRole('radio', { name: 'Popularity' })).not.toBeChecked();
  });

  it('closes the sort sheet with Escape as a Cancel, focus back on the Sort button', async () => {
    mockApi({ 'GET /api/vod/filters': () => json(200, createVodFilters()), [GRID]: summaryAnswer(45) });
    const { user } = renderSummary();
    await screen.findByText('Showing 20 of 45 titles');
    await user.click(screen.getByRole('button', { name: 'Sort' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('radio', { name: 'Popularity' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Sorted by Alphabetical · No filter')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sort' })).toHaveFocus();
  });
});

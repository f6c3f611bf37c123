import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { VodTopPicks } from '@coax/contract';
import { TOP_PICKS_AUTO_CYCLE_MS } from '@coax/domain';
import { AppProviders } from '../../../../lib/providers.tsx';
import { renderApp } from '../../../../test/render-app.tsx';
import { apiError, json, mockApi } from '../../../../test/fetch-mock.ts';
import {
  createVodLandingPage,
  createVodTitleCards,
  createVodTopPicks,
} from '../../../../test/vod-landing-factories.ts';
import { vodTopPicksQueryKey } from '../../api/get-top-picks.ts';
import { TopPicks } from './top-picks.tsx';

/** Top picks already in the cache, so the carousel shows at once and fake timers drive it alone. */
function renderTopPicks(answer: VodTopPicks = createVodTopPicks()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(vodTopPicksQueryKey, answer);
  return render(
    <MemoryRouter initialEntries={['/tv/on-demand/']}>
      <AppProviders queryClient={queryClient}>
        <button type="button">elsewhere</button>
        <TopPicks />
      </AppProviders>
    </MemoryRouter>,
  );
}

const region = () => screen.getByRole('region', { name: 'Top picks' });
const showing = (n: number) => screen.getByText(`Title ${n} of 5`);
/** Lets `ms` pass; each cycle's next timer starts only after React renders, so whole cycles go one at a time. */
function tick(ms: number, cycles = 1) {
  for (let i = 0; i < cycles; i++) {
    act(() => {
      vi.advanceTimersByTime(ms);
    });
  }
}
const viewport = () => region().querySelector<HTMLElement>('.vod-carousel__viewport')!;

describe('Top picks carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows at most 5 top picks, one large poster at a time', () => {
    renderTopPicks(createVodTopPicks({ titles: createVodTitleCards(7, 'Pick') }));
    expect(region()).toHaveAttribute('aria-roledescription', 'carousel');
    const links = within(region()).getAllByRole('link');
    expect(links).toHaveLength(5);
    expect(links[0]).toHaveAttribute('href', '/tv/asset/#/movie/Pick1');
    expect(links[0]).toHaveTextContent('Pick title 1');
    expect(links[0]).toHaveTextContent('2019 · PG-13');
    expect(links[0]!.querySelector('img')).toHaveAttribute(
      'src',
      '/vod/api/getImage.jpg?name=tPick1&size=240x360',
    );
    expect(showing(1)).toBeInTheDocument();
  });

  it('moves to the next pick every 7000 ms, and from the last back to the first', () => {
    renderTopPicks();
    tick(TOP_PICKS_AUTO_CYCLE_MS - 1);
    expect(showing(1)).toBeInTheDocument();
    tick(1);
    expect(showing(2)).toBeInTheDocument();
    tick(TOP_PICKS_AUTO_CYCLE_MS, 3);
    expect(showing(5)).toBeInTheDocument();
    expect(within(region()).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    tick(TOP_PICKS_AUTO_CYCLE_MS);
    expect(showing(1)).toBeInTheDocument();
  });

  it('cycles at the pace the answer gives', () => {
    renderTopPicks(createVodTopPicks({ carouselAutoCycle: 3000 }));
    tick(3000);
    expect(showing(2)).toBeInTheDocument();
  });

  it('pauses while the pointer is over it, and goes on when it leaves', () => {
    renderTopPicks();
    fireEvent.mouseEnter(viewport());
    tick(TOP_PICKS_AUTO_CYCLE_MS, 3);
    expect(showing(1)).toBeInTheDocument();
    fireEvent.mouseLeave(viewport());
    tick(TOP_PICKS_AUTO_CYCLE_MS);
    expect(showing(2)).toBeInTheDocument();
  });

  it('pauses while a pick has keyboard focus, and goes on when focus leaves', () => {
    renderTopPicks();
    act(() => within(region()).getAllByRole('link')[0]!.focus());
    tick(TOP_PICKS_AUTO_CYCLE_MS, 3);
    expect(showing(1)).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'elsewhere' }).focus());
    tick(TOP_PICKS_AUTO_CYCLE_MS);
    expect(showing(2)).toBeInTheDocument();
  });

  it('stops with the pause button and starts again with play', () => {
    renderTopPicks();
    const status = showing(1);
    expect(status).toHaveAttribute('aria-live', 'off');
    fireEvent.click(within(region()).getByRole('button', { name: 'Pause slides' }));
    tick(TOP_PICKS_AUTO_CYCLE_MS, 3);
    expect(showing(1)).toBeInTheDocument();
    // once it stands still, moving by hand is announced
    expect(status).toHaveAttribute('aria-live', 'polite');
    fireEvent.click(within(region()).getByRole('button', { name: 'Play slides' }));
    tick(TOP_PICKS_AUTO_CYCLE_MS);
    expect(showing(2)).toBeInTheDocument();
  });

  it('starts paused for a visitor who asks for reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    renderTopPicks();
    expect(within(region()).getByRole('button', { name: 'Play slides' })).toBeInTheDocument();
    tick(TOP_PICKS_AUTO_CYCLE_MS, 2);
    expect(showing(1)).toBeInTheDocument();
  });

  it('takes a 50 px swipe', () => {
    renderTopPicks();
    fireEvent.pointerDown(viewport(), { pointerType: 'touch', isPrimary: true, clientX: 300, clientY: 50 });
    fireEvent.pointerUp(viewport(), { pointerType: 'touch', isPrimary: true, clientX: 249, clientY: 50 });
    expect(showing(2)).toBeInTheDocument();
  });

  it('is left out when the answer says not to show it, or has no titles', () => {
    const { unmount } = renderTopPicks(createVodTopPicks({ showCarouselFlag: false }));
    expect(screen.queryByRole('region', { name: 'Top picks' })).not.toBeInTheDocument();
    unmount();
    renderTopPicks(createVodTopPicks({ titles: [] }));
    expect(screen.queryByRole('region', { name: 'Top picks' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Top picks' })).not.toBeInTheDocument();
  });
});

describe('Top picks on the landing', () => {
  it('is hidden entirely when its call fails, and the ribbons still show', async () => {
    mockApi({
      'GET /api/vod/landing': () => json(200, createVodLandingPage(0, 5, 5)),
      'GET /api/vod/top-picks': () => apiError(500, 'INTERNAL', 'Internal error'),
      'GET /api/vod/menus': () => apiError(500, 'INTERNAL', 'Internal error'),
    });
    renderApp('/tv/on-demand/');
    expect(await screen.findByRole('heading', { level: 2, name: 'Ribbon 1' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Top picks' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Top picks' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows on the landing above the ribbons when the answer allows it', async () => {
    mockApi({
      'GET /api/vod/landing': () => json(200, createVodLandingPage(0, 5, 5)),
      'GET /api/vod/top-picks': () => json(200, createVodTopPicks()),
      'GET /api/vod/menus': () => apiError(500, 'INTERNAL', 'Internal error'),
    });
    renderApp('/tv/on-demand/');
    const picks = await screen.findByRole('region', { name: 'Top picks' });
    const first = await screen.findByRole('heading', { level: 2, name: 'Ribbon 1' });
    expect(picks.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { allowConsoleError } from '../../../test/console-guard.ts';
import { apiError, deferred, json, mockApi, type MockRequest } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { createGuideProgram, createGuideWindow, createMostWatched } from '../../../test/guide-factories.ts';
import { formatClock } from '../../../i18n/format.ts';

const windowAnswer = (request: MockRequest) => {
  const q = request.url.searchParams;
  return json(
    200,
    createGuideWindow({
      start: Number(q.get('start')),
      offset: Number(q.get('offset')),
      count: Number(q.get('count')),
    }),
  );
};

async function findSection() {
  const main = await screen.findByRole('main');
  return within(main).findByRole('region', { name: 'Most watched now' });
}

describe('Most watched now on /tv/guide', () => {
  it('lists the ranked programs on now under the grid, each linking to its program page with its channel and time', async () => {
    const now = Date.now();
    const answer = createMostWatched(now);
    const { callsTo } = mockApi({
      'GET /api/guide/window': windowAnswer,
      'GET /api/guide/most-watched': () => json(200, answer),
    });
    renderApp('/tv/guide');
    const section = await findSection();
    const list = await within(section).findByRole('list', { name: 'Most watched now' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('link', { name: 'Popular 1' })).toHaveAttribute(
      'href',
      '/tv/program/8001/POP1/episode/popular-1',
    );
    expect(within(items[1]!).getByRole('link', { name: 'Popular 2: Pilot' })).toHaveAttribute(
      'href',
      '/tv/program/8002/POP2/episode/popular-2',
    );
    expect(within(items[2]!).getByRole('link', { name: 'Popular 3' })).toHaveAttribute(
      'href',
      '/tv/program/8003/POP3/movie/popular-3',
    );
    expect(items[0]).toHaveTextContent('Channel 201, POP1');
    const first = answer.items[0]!;
    expect(items[0]).toHaveTextContent(
      `${formatClock(first.start, 'en')} to ${formatClock(first.end, 'en')}`,
    );
    expect(items[2]).toHaveTextContent('HD');
    expect(items[0]).not.toHaveTextContent('HD');
    // The seed asks for hub 105, the server's default line-up, so no hub goes in the address.
    expect(callsTo('GET /api/guide/most-watched')[0]!.url.search).toBe('');
    // below the grid, so the grid never moves when the list arrives
    const grid = await within(screen.getByRole('main')).findByRole('grid');
    expect(grid.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is one Tab away from the grid, and Enter on a program opens its page', async () => {
    const now = Date.now();
    mockApi({
      'GET /api/guide/window': windowAnswer,
      'GET /api/guide/most-watched': () => json(200, createMostWatched(now)),
      'GET /api/guide/programs/8002': () =>
        json(200, {
          program: createGuideProgram(now, {
            eventId: 8002,
            title: 'Popular 2',
            episodeTitle: 'Pilot',
            callsign: 'POP2',
            titleSlug: 'popular-2',
          }),
        }),
      'GET /api/guide/more-like-this': () => json(200, { items: [] }),
    });
    const { user, currentPath } = renderApp('/tv/guide');
    const grid = await within(await screen.findByRole('main')).findByRole('grid');
    const section = await findSection();
    await within(section).findByRole('link', { name: 'Popular 1' });
    const channel = await within(grid).findByRole('rowheader', { name: /101\s*CH1/ });
    channel.focus();
    await user.tab();
    expect(within(section).getByRole('link', { name: 'Popular 1' })).toHaveFocus();
    await user.tab();
    expect(within(section).getByRole('link', { name: 'Popular 2: Pilot' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentPath()).toBe('/tv/program/8002/POP2/episode/popular-2'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Popular 2' })).toBeInTheDocument();
  });

  it('says it is loading until the list arrives', async () => {
    const pending = deferred();
    mockApi({ 'GET /api/guide/window': windowAnswer, 'GET /api/guide/most-watched': () => pending.promise });
    renderApp('/tv/guide');
    const section = await findSection();
    expect(within(section).getByRole('status')).toHaveTextContent('Loading the most watched programs…');
    pending.resolve(json(200, createMostWatched(Date.now(), 1)));
    expect(await within(section).findByRole('link', { name: 'Popular 1' })).toBeInTheDocument();
    expect(within(section).queryByRole('status')).not.toBeInTheDocument();
  });

  it('says the list is not available when it fails, and tries again', async () => {
    allowConsoleError(/500/);
    let fail = true;
    mockApi({
      'GET /api/guide/window': windowAnswer,
      'GET /api/guide/most-watched': () =>
        fail ? apiError(500, 'INTERNAL', 'down') : json(200, createMostWatched(Date.now(), 2)),
    });
    const { user } = renderApp('/tv/guide');
    const section = await findSection();
    expect(
      await within(section).findByText('This information is not currently available. Please try again later'),
    ).toBeInTheDocument();
    // the grid is not affected by the list's failure
    expect(await within(screen.getByRole('main')).findByRole('grid')).toBeInTheDocument();
    fail = false;
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('link', { name: 'Popular 2: Pilot' })).toBeInTheDocument();
  });

  it('leaves the page when nothing ranked is on', async () => {
    const { callsTo } = mockApi({
      'GET /api/guide/window': windowAnswer,
      'GET /api/guide/most-watched': () => json(200, { items: [] }),
    });
    renderApp('/tv/guide');
    const main = await screen.findByRole('main');
    await within(main).findByRole('grid');
    await waitFor(() => expect(callsTo('GET /api/guide/most-watched')).toHaveLength(1));
    await waitFor(() =>
      expect(within(main).queryByRole('region', { name: 'Most watched now' })).not.toBeInTheDocument(),
    );
    expect(within(main).queryByText('Loading the most watched programs…')).not.toBeInTheDocument();
  });

  it('speaks Spanish under /espanol, with Spanish program links', async () => {
    mockApi({
      'GET /api/guide/window': windowAnswer,
      'GET /api/guide/most-watched': () => json(200, createMostWatched(Date.now(), 1)),
    });
    renderApp('/espanol/tv/guide');
    const main = await screen.findByRole('main');
    const section = await within(main).findByRole('region', { name: 'Lo más visto ahora' });
    expect(await within(section).findByRole('link', { name: 'Popular 1' })).toHaveAttribute(
      'href',
      '/espanol/tv/program/8001/POP1/episode/popular-1',
    );
    expect(within(section).getByText('Canal 201, POP1')).toBeInTheDocument();
  });
});

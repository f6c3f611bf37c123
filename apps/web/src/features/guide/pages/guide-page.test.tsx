import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { allowConsoleError } from '../../../test/console-guard.ts';
import { apiError, json, mockApi, type MockRequest } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { createGuideProgram, createGuideWindow } from '../../../test/guide-factories.ts';
import { slotFloor, WINDOW_MS } from '../components/guide/guide-time.ts';

// The most watched list under the grid has its own tests (guide-page-most-watched.test.tsx).
const noMostWatched = { 'GET /api/guide/most-watched': () => json(200, { items: [] }) };

const windowAnswer =
  (total = 3) =>
  (request: MockRequest) => {
    const q = request.url.searchParams;
    return json(
      200,
      createGuideWindow({
        start: Number(q.get('start')),
        offset: Number(q.get('offset')),
        count: Number(q.get('count')),
        total,
        hdOnly: q.get('hd') === 'true',
      }),
    );
  };

async function findGrid() {
  const main = await screen.findByRole('main');
  return within(main).findByRole('grid');
}

describe('TV guide /tv/guide', () => {
  it('shows a time-by-channel grid around now, with channels, a half-hour ruler and program links', async () => {
    const { callsTo } = mockApi({ ...noMostWatched, 'GET /api/guide/window': windowAnswer() });
    renderApp('/tv/guide');
    const grid = await findGrid();
    expect(await within(grid).findByRole('rowheader', { name: /101\s*CH1/ })).toBeInTheDocument();
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(7);
    const link = within(grid).getByRole('link', { name: /Show 1-0/ });
    expect(link).toHaveAttribute('href', '/tv/program/100/CH1/episode/show-1-0');
    expect(within(grid).getByRole('link', { name: /Show 1-2/ })).toHaveAttribute(
      'href',
      '/tv/program/102/CH1/movie/show-1-2',
    );
    expect(grid).toHaveAttribute('aria-rowcount', '4');
    const asked = callsTo('GET /api/guide/window')[0]!.url.searchParams;
    expect(Number(asked.get('start'))).toBe(slotFloor(Date.now()));
    expect(asked.get('hours')).toBe('3');
    expect(asked.get('offset')).toBe('0');
    expect(asked.get('count')).toBe('25');
    expect(asked.has('hd')).toBe(false);
    expect(screen.getByText('3 channels')).toBeInTheDocument();
  });

  it('marks the cells of programs the household set to record (seed 001 §4 record state)', async () => {
    mockApi({
      ...noMostWatched,
      'GET /api/guide/window': (request) => {
        const q = request.url.searchParams;
        const answer = createGuideWindow({
          start: Number(q.get('start')),
          offset: Number(q.get('offset')),
          count: Number(q.get('count')),
          total: 3,
          hdOnly: false,
        });
        const [first, second] = answer.channels[0]?.airings ?? [];
        if (first) first.recordState = 'series';
        if (second) second.recordState = 'recorded';
        return json(200, answer);
      },
    });
    renderApp('/tv/guide');
    const grid = await findGrid();
    const series = await within(grid).findByRole('link', { name: /Show 1-0/ });
    expect(within(series).getByText('Series recording')).toBeInTheDocument();
    expect(series).toHaveAttribute('title', expect.stringContaining('Series recording'));
    expect(within(grid).getByRole('link', { name: /Show 1-1/ })).toHaveTextContent('Recorded');
    expect(within(grid).getByRole('link', { name: /Show 1-2/ })).not.toHaveTextContent(
      /Recorded|Set to record|Series recording/,
    );
  });

  it('moves three hours later and earlier, and back to now', async () => {
    const { callsTo } = mockApi({ ...noMostWatched, 'GET /api/guide/window': windowAnswer() });
    const { user, currentPath } = renderApp('/tv/guide');
    await findGrid();
    const now = slotFloor(Date.now());
    await user.click(screen.getByRole('button', { name: 'Later: 3 hours ahead' }));
    await waitFor(() => expect(currentPath()).toBe(`/tv/guide?start=${now + WINDOW_MS}`));
    await waitFor(() =>
      expect(callsTo('GET /api/guide/window').map((c) => Number(c.url.searchParams.get('start')))).toContain(
        now + WINDOW_MS,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Later: 3 hours ahead' }));
    await user.click(screen.getByRole('button', { name: 'Earlier: 3 hours back' }));
    await waitFor(() => expect(currentPath()).toBe(`/tv/guide?start=${now + WINDOW_MS}`));
    await user.click(screen.getByRole('button', { name: 'Now: back to what is on now' }));
    await waitFor(() => expect(currentPath()).toBe('/tv/guide'));
  });

  it('jumps to another day at the same time of day, up to 14 days ahead', async () => {
    mockApi({ ...noMostWatched, 'GET /api/guide/window': windowAnswer() });
    const { user, currentPath } = renderApp('/tv/guide');
    await findGrid();
    const day = screen.getByRole('combobox', { name: 'Day' });
    const options = within(day).getAllByRole('option');
    expect(options).toHaveLength(14);
    expect(options[0]).toHaveTextContent('Today');
    await user.selectOptions(day, options[2]!);
    const start = slotFloor(Date.now());
    const expected = new Date(start);
    expected.setDate(expected.getDate() + 2);
    await waitFor(() => expect(currentPath()).toBe(`/tv/guide?start=${expected.getTime()}`));
  });

  it('filters to HD channels, in the address and in the request', async () => {
    const { callsTo } = mockApi({ ...noMostWatched, 'GET /api/guide/window': windowAnswer() });
    const { user, currentPath } = renderApp('/tv/guide');
    await findGrid();
    await user.click(screen.getByRole('checkbox', { name: 'HD channels only' }));
    await waitFor(() => expect(currentPath()).toBe('/tv/guide?hd=1'));
    const grid = await findGrid();
    expect(await within(grid).findByRole('rowheader', { name: /CH1HD/ })).toBeInTheDocument();
    expect(callsTo('GET /api/guide/window').at(-1)!.url.searchParams.get('hd')).toBe('true');
  });

  it('draws only the rows near the viewport of a long line-up and asks for the first 25 channels only', async () => {
    const { callsTo } = mockApi({ ...noMostWatched, 'GET /api/guide/window': windowAnswer(500) });
    renderApp('/tv/guide');
    const grid = await findGrid();
    await within(grid).findByRole('rowheader', { name: /101\s*CH1/ });
    expect(grid).toHaveAttribute('aria-rowcount', '501');
    const rows = within(grid).getAllByRole('row');
    expect(rows.length).toBeLessThan(30);
    expect(screen.getByText('500 channels')).toBeInTheDocument();
    expect(callsTo('GET /api/guide/window').map((c) => c.url.searchParams.get('offset'))).toEqual(['0']);
  });

  it('moves through the grid with the keyboard and opens a program with Enter', async () => {
    mockApi({
      ...noMostWatched,
      'GET /api/guide/window': windowAnswer(),
      'GET /api/guide/programs/200': () =>
        json(200, { program: createGuideProgram(Date.now(), { eventId: 200, title: 'Show 2-0' }) }),
      'GET /api/guide/more-like-this': () => json(200, { items: [] }),
    });
    const { user, currentPath } = renderApp('/tv/guide');
    const grid = await findGrid();
    const first = await within(grid).findByRole('rowheader', { name: /101\s*CH1/ });
    expect(first).toHaveAttribute('tabindex', '0');
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(within(grid).getByRole('link', { name: /Show 1-0/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(grid).getByRole('link', { name: /Show 1-1/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(grid).getByRole('link', { name: /Show 2-1/ })).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(grid).getByRole('link', { name: /Show 2-2/ })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(within(grid).getByRole('rowheader', { name: /102\s*CH2/ })).toHaveFocus();
    await user.keyboard('{Control>}{End}{/Control}');
    expect(within(grid).getByRole('rowheader', { name: /103\s*CH3/ })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowRight}');
    expect(within(grid).getByRole('link', { name: /Show 2-0/ })).toHaveFocus();
    // one tab stop: the focused cell is the only one in the tab order
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentPath()).toBe('/tv/program/200/CH2/episode/show-2-0'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Show 2-0' })).toBeInTheDocument();
  });

  it("says 'Sorry, Schedule Unavailable' when the listings fail, and tries again", async () => {
    allowConsoleError(/500/);
    let fail = true;
    const answer = windowAnswer();
    mockApi({
      ...noMostWatched,
      'GET /api/guide/window': (request) => (fail ? apiError(500, 'INTERNAL', 'down') : answer(request)),
    });
    const { user } = renderApp('/tv/guide');
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('Sorry, Schedule Unavailable')).toBeInTheDocument();
    fail = false;
    await user.click(within(main).getByRole('button', { name: 'Try again' }));
    expect(await within(main).findByRole('grid')).toBeInTheDocument();
  });

  it("says 'No programs found' for an empty line-up", async () => {
    mockApi({ ...noMostWatched, 'GET /api/guide/window': windowAnswer(0) });
    renderApp('/tv/guide');
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('No programs found')).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('speaks Spanish under /espanol', async () => {
    mockApi({ ...noMostWatched, 'GET /api/guide/window': windowAnswer() });
    renderApp('/espanol/tv/guide');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Guía de TV' })).toBeInTheDocument();
    expect(within(main).getByRole('checkbox', { name: 'Solo canales HD' })).toBeInTheDocument();
    const grid = await within(main).findByRole('grid');
    expect(await within(grid).findByRole('link', { name: /Show 1-0/ })).toHaveAttribute(
      'href',
      '/espanol/tv/program/100/CH1/episode/show-1-0',
    );
  });
});

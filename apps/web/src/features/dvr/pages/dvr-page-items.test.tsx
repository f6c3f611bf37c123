import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DvrRecording, SessionState } from '@coax/contract';
import { json, mockApi } from '../../../test/fetch-mock.ts';
import { createSessionState, createSessionUser } from '../../../test/factories.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { AIRING_START, createDvrBoxes, createDvrRecording } from '../../../test/dvr-factories.ts';

// DVR list items with their program's art (seed 001 §3 thumbUrl), and recordings more than the
// 6-day window ahead marked as not yet dependable (seed 001 §4), whose art only small-box
// customers see.

const DAY = 86_400_000;
const soon = createDvrRecording({ id: 1, Title: 'Harbor Lights', imageName: 'linear-sh1' });
const farOff = createDvrRecording({
  id: 2,
  Title: 'Quiz Night',
  EpisodeTitle: null,
  StartTime: AIRING_START + 8 * DAY,
  EndTime: AIRING_START + 8 * DAY + 3_600_000,
  dependable: false,
  imageName: 'linear-sh2',
});
const noArt = createDvrRecording({ id: 3, Title: 'Evening News', EpisodeTitle: null, imageName: null });

async function listItems(items: DvrRecording[], session: SessionState, path = '/tv/dvr/#/scheduled') {
  mockApi({
    'GET /api/session': () => json(200, session),
    'GET /api/dvr/boxes': () => json(200, createDvrBoxes()),
    'GET /api/dvr/recordings': () => json(200, { items }),
    'GET /api/dvr/series-rules': () => json(200, { rules: [] }),
  });
  renderApp(path);
  const main = await screen.findByRole('main');
  await within(main).findAllByText(/^Quiz Night|^Harbor Lights/, { selector: 'label' });
  return main;
}

const itemOf = (main: HTMLElement, title: string) => {
  const item = within(main).getByText(title, { selector: 'label' }).closest('li');
  if (!item) throw new Error(`no item ${title}`);
  return item;
};

describe('DVR list items', () => {
  it('show their program art, and mark a recording more than 6 days out as not yet dependable', async () => {
    const main = await listItems([soon, farOff, noArt], createSessionState());
    const harbor = itemOf(main, 'Harbor Lights: The Long Night');
    expect(harbor.querySelector('img')?.getAttribute('src')).toBe(
      '/vod/api/getImage.jpg?name=linear-sh1&size=67x89',
    );
    expect(within(harbor).queryByText(/Not yet dependable/)).toBeNull();

    const quiz = itemOf(main, 'Quiz Night');
    expect(
      within(quiz).getByText(
        'Not yet dependable: it starts more than 6 days from now, so the schedule may still change.',
      ),
    ).toBeInTheDocument();
    // Seed 001 §4: art only once dependable, for everyone but small-box customers.
    expect(quiz.querySelector('img')).toBeNull();

    expect(itemOf(main, 'Evening News').querySelector('img')).toBeNull();
  });

  it('show a small-box customer the art of a recording not yet dependable', async () => {
    const session = createSessionState({ user: createSessionUser({ laBoxUser: true, laboxOrMini: true }) });
    const main = await listItems([farOff], session);
    expect(itemOf(main, 'Quiz Night').querySelector('img')?.getAttribute('src')).toContain('linear-sh2');
  });

  it('say it in Spanish', async () => {
    const main = await listItems([farOff], createSessionState(), '/espanol/tv/dvr/#/scheduled');
    expect(within(main).getByText(/^Aún no es segura: empieza dentro de más de 6 días/)).toBeInTheDocument();
  });

  it("open a scheduled airing's own program page, episode or movie", async () => {
    const movie = createDvrRecording({
      id: 4,
      eventId: '30010',
      Title: 'Quiet Harbor',
      EpisodeTitle: null,
      Scope: 'movie',
      callsign: 'MOVHD',
    });
    const main = await listItems([soon, movie], createSessionState());
    expect(
      within(itemOf(main, 'Harbor Lights: The Long Night')).getByRole('link', { name: /^Program details/ }),
    ).toHaveAttribute('href', '/tv/program/5001/WNET/episode/harbor-lights');
    expect(
      within(itemOf(main, 'Quiet Harbor')).getByRole('link', { name: /^Program details/ }),
    ).toHaveAttribute('href', '/tv/program/30010/MOVHD/movie/quiet-harbor');
  });

  it('link no recorded airing, which has left the guide', async () => {
    const recorded = createDvrRecording({
      id: 5,
      Title: 'Quiz Night',
      EpisodeTitle: null,
      isRecorded: true,
      state: 'recorded',
    });
    const main = await listItems([recorded], createSessionState(), '/tv/dvr/#/recorded');
    expect(within(itemOf(main, 'Quiz Night')).queryByRole('link')).toBeNull();
  });

  it('name the program link in Spanish', async () => {
    const main = await listItems([soon], createSessionState(), '/espanol/tv/dvr/#/scheduled');
    expect(
      within(itemOf(main, 'Harbor Lights: The Long Night')).getByRole('link', {
        name: /^Detalles del programa: Harbor Lights/,
      }),
    ).toHaveAttribute('href', '/espanol/tv/program/5001/WNET/episode/harbor-lights');
  });
});

import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { SessionState } from '@coax/contract';
import { json, mockApi } from '../../../../test/fetch-mock.ts';
import { anonymousSession, createSessionState, createSessionUser } from '../../../../test/factories.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { createGuideProgram } from '../../../../test/guide-factories.ts';
import { canRecord } from './can-record.ts';

const PAGE = '/tv/program/5001/WNET/episode/harbor-lights';
const withDvr = (dvr: 0 | 1, primary = true) => {
  const base = createSessionUser();
  return createSessionState({
    user: createSessionUser({
      primary,
      p: { ...base.p, dvr },
      entitlements: { ...base.entitlements, dvr: dvr === 1 },
    }),
  });
};

async function recordLinksFor(session: SessionState) {
  const program = createGuideProgram(Date.now());
  mockApi({
    'GET /api/session': () => json(200, session),
    [`GET /api/guide/programs/${program.eventId}`]: () => json(200, { program }),
    'GET /api/guide/more-like-this': () => json(200, { items: [] }),
  });
  renderApp(PAGE);
  const main = await screen.findByRole('main');
  await within(main).findByRole('heading', { level: 1, name: 'Harbor Lights' });
  // The rating control follows the session too: once it shows, the session is known.
  if (session.user) await within(main).findByRole('group', { name: 'Your rating' });
  else await within(main).findByRole('link', { name: 'Sign in to rate this program.' });
  // The where-to-watch airings are listed whoever looks; only their buttons depend on p.dvr.
  const where = within(main).getByRole('region', { name: 'Where to watch' });
  expect(
    within(where)
      .getAllByRole('listitem')
      .filter((li) => li.className === 'tv-airings__item'),
  ).toHaveLength(2);
  return within(main).queryAllByRole('link', { name: /^Record Harbor Lights/ });
}

describe('seed 001 §6: p.dvr equal to 1 shows recording', () => {
  it('shows the record buttons to a signed-in user whose p.dvr is 1', async () => {
    expect(await recordLinksFor(withDvr(1))).toHaveLength(3);
  });

  it('hides every record button from a primary user whose p.dvr is 0', async () => {
    expect(await recordLinksFor(withDvr(0))).toHaveLength(0);
  });

  it('hides them from a secondary user without DVR as well', async () => {
    expect(await recordLinksFor(withDvr(0, false))).toHaveLength(0);
  });

  it('keeps them for a visitor, whom recording sends to sign in first', async () => {
    expect(await recordLinksFor(anonymousSession())).toHaveLength(3);
  });

  it('decides from the session: none while it is unknown, then by p.dvr', () => {
    expect(canRecord(undefined)).toBe(false);
    expect(canRecord(withDvr(1))).toBe(true);
    expect(canRecord(withDvr(0))).toBe(false);
  });
});

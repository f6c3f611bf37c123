import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GuideProgram, GuideRecordMark } from '@coax/contract';
import { json, mockApi } from '../../../../test/fetch-mock.ts';
import { createSessionState, createSessionUser } from '../../../../test/factories.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { createGuideProgram } from '../../../../test/guide-factories.ts';

// Seed 001 §4 "Program record state: recorded, scheduled, series": a program the household has
// set to record says so, and Record becomes Edit and Cancel.

const PAGE = '/tv/program/5001/WNET/episode/harbor-lights';
const session = createSessionState({ user: createSessionUser() });

/** The program page for a program with `mark`; after a cancel the program answers without it. */
function programWith(mark: GuideRecordMark | null) {
  let program: GuideProgram = createGuideProgram(Date.now(), { recording: mark });
  const api = mockApi({
    'GET /api/session': () => json(200, session),
    [`GET /api/guide/programs/${program.eventId}`]: () => json(200, { program }),
    'GET /api/guide/more-like-this': () => json(200, { items: [] }),
    'POST /api/dvr/recordings/cancel': () => {
      program = { ...program, recording: null };
      return json(200, { status: 'SUCCESS', doneIds: [11], failedIds: [], message: null });
    },
    'POST /api/dvr/series-rules/3/cancel': () => {
      program = { ...program, recording: null };
      return json(200, { status: 'SUCCESS', cancelledIds: [11], deletedIds: [] });
    },
  });
  return api;
}

async function header(path = PAGE) {
  renderApp(path);
  const main = await screen.findByRole('main');
  await within(main).findByRole('group', { name: /Your rating|Su calificación/ });
  return main;
}

describe('a program the household set to record', () => {
  it('says it is set to record, offers Edit instead of Record, and cancels the recording', async () => {
    const { callsTo } = programWith({ state: 'scheduled', recordingId: 11, seriesRuleId: null });
    const main = await header();
    expect(within(main).getByText('This program is set to record.')).toBeInTheDocument();
    // The where-to-watch list says it of this airing too; only the later airing keeps Record.
    expect(within(main).getAllByRole('link', { name: /^Record Harbor Lights/ })).toHaveLength(1);
    expect(within(main).getAllByText('Set to record')).toHaveLength(2);
    const edit = within(main).getByRole('link', { name: /^Edit the recording of Harbor Lights/ });
    expect(edit.getAttribute('href')).toMatch(/^\/tv\/asset\/#\/tvprograms\/record\//);

    await userEvent.click(within(main).getByRole('button', { name: 'Cancel recording' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the recording' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel recording' }));
    await waitFor(() => expect(callsTo('POST /api/dvr/recordings/cancel')).toHaveLength(1));
    expect(callsTo('POST /api/dvr/recordings/cancel')[0]?.body).toEqual({ ids: [11] });
    expect(await within(main).findByText('The recording was cancelled.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(main).getAllByRole('link', { name: /^Record Harbor Lights/ })).toHaveLength(3),
    );
  });

  it('says a series recording covers it and cancels the series rule, keeping what it recorded', async () => {
    const { callsTo } = programWith({ state: 'series', recordingId: 11, seriesRuleId: 3 });
    const main = await header();
    expect(within(main).getByText('This program records as part of a series recording.')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: /^Edit the recording of/ })).toHaveTextContent(
      'Edit series recording',
    );
    await userEvent.click(within(main).getByRole('button', { name: 'Cancel series recording' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the series recording' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel series recording' }));
    await waitFor(() => expect(callsTo('POST /api/dvr/series-rules/3/cancel')).toHaveLength(1));
    expect(callsTo('POST /api/dvr/series-rules/3/cancel')[0]?.body).toEqual({ deleteRecordings: false });
    expect(callsTo('POST /api/dvr/recordings/cancel')).toHaveLength(0);
  });

  it('says a recorded program is recorded and leads to the recordings instead of recording it again', async () => {
    programWith({ state: 'recorded', recordingId: 11, seriesRuleId: null });
    const main = await header();
    expect(within(main).getByText('This program is recorded on your DVR.')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'See your recordings' })).toHaveAttribute(
      'href',
      '/tv/dvr/#/recorded',
    );
    expect(within(main).queryByRole('button', { name: /Cancel/ })).toBeNull();
    expect(within(main).getAllByRole('link', { name: /^Record Harbor Lights/ })).toHaveLength(1);
  });

  it('says it in Spanish', async () => {
    programWith({ state: 'scheduled', recordingId: 11, seriesRuleId: null });
    const main = await header(`/espanol${PAGE}`);
    expect(within(main).getByText('Este programa está programado para grabarse.')).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Cancelar la grabación' })).toBeInTheDocument();
  });
});

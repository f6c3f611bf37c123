import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { BulkRemoveMessages, DvrMessages } from '@coax/domain';
import { apiError, json, mockApi } from '../../../test/fetch-mock.ts';
import { createSessionState, createSessionUser } from '../../../test/factories.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  AIRING_START,
  createDvrBoxes,
  createDvrRecording,
  createDvrSeriesRule,
} from '../../../test/dvr-factories.ts';

const HOUR = 3_600_000;
const signedIn = () => json(200, createSessionState());

const scheduledItems = [
  createDvrRecording({
    id: 1,
    Title: 'Harbor Lights',
    StartTime: AIRING_START,
    EndTime: AIRING_START + HOUR,
  }),
  createDvrRecording({
    id: 2,
    Title: 'Evening News',
    EpisodeTitle: null,
    state: 'recording',
    StartTime: AIRING_START - HOUR,
    EndTime: AIRING_START + HOUR,
  }),
  createDvrRecording({
    id: 3,
    boxId: 2,
    boxAlias: 'Cloud DVR',
    Title: 'Quiz Night',
    EpisodeTitle: null,
    seriesRuleId: 31,
  }),
  // not listed: no callsign (seed 001 §3)
  createDvrRecording({ id: 4, Title: 'Ghost', callsign: '' }),
];

function handlers(extra: Parameters<typeof mockApi>[0] = {}) {
  return {
    'GET /api/session': signedIn,
    'GET /api/dvr/boxes': () => json(200, createDvrBoxes()),
    'GET /api/dvr/recordings': ({ url }: { url: URL }) =>
      json(200, {
        items:
          url.searchParams.get('scheduled') === 'false'
            ? [
                createDvrRecording({
                  id: 9,
                  Title: 'Old Movie',
                  EpisodeTitle: null,
                  state: 'recorded',
                  isRecorded: true,
                }),
              ]
            : scheduledItems,
      }),
    'GET /api/dvr/series-rules': () => json(200, { rules: [createDvrSeriesRule()] }),
    ...extra,
  };
}

describe('DVR page /tv/dvr/', () => {
  it('lists scheduled recordings per box with state badges and storage, leaving out incomplete items', async () => {
    mockApi(handlers());
    renderApp('/tv/dvr/#/scheduled');
    const main = await screen.findByRole('main');
    const living = await within(main).findByRole('region', { name: 'Living room' });
    expect(within(living).getByText('Storage used: 10% (10 of 100 hours)')).toBeInTheDocument();
    expect(within(living).getByText('Harbor Lights: The Long Night')).toBeInTheDocument();
    expect(within(living).getByText('Recording now')).toBeInTheDocument();
    expect(within(living).getByText('Scheduled')).toBeInTheDocument();
    expect(within(main).queryByText(/Ghost/)).not.toBeInTheDocument();
    const cloud = within(main).getByRole('region', { name: 'Cloud DVR (cloud DVR)' });
    expect(within(cloud).getByText('Quiz Night')).toBeInTheDocument();
    expect(within(cloud).getByText('Part of a series recording')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Scheduled' })).toHaveAttribute('aria-current', 'page');
  });

  it('cancels a selected recording after confirming', async () => {
    const { callsTo } = mockApi(
      handlers({
        'POST /api/dvr/recordings/cancel': () =>
          json(200, { status: 'SUCCESS', doneIds: [1], failedIds: [], message: null }),
      }),
    );
    const { user } = renderApp('/tv/dvr/#/scheduled');
    const main = await screen.findByRole('main');
    await user.click(
      await within(main).findByRole('checkbox', { name: /^Select Harbor Lights: The Long Night/ }),
    );
    expect(within(main).getByText('1 selected')).toBeInTheDocument();
    await user.click(within(main).getByRole('button', { name: 'Cancel selected recordings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel recordings' });
    expect(within(dialog).getByText('Cancel 1 scheduled recording?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel recordings' }));
    expect(await within(dialog).findByText('1 recording was cancelled.')).toBeInTheDocument();
    expect(callsTo('POST /api/dvr/recordings/cancel')[0]?.body).toEqual({ ids: [1] });
  });

  it('shows the seed failure message when a cancel fails', async () => {
    mockApi(
      handlers({
        'POST /api/dvr/recordings/cancel': () =>
          json(200, {
            status: 'PARTIAL_FAILURE',
            doneIds: [],
            failedIds: [1],
            message: DvrMessages.cannotCancel,
          }),
      }),
    );
    const { user } = renderApp('/tv/dvr/#/scheduled');
    const main = await screen.findByRole('main');
    await user.click(await within(main).findByRole('checkbox', { name: /^Select Harbor Lights/ }));
    await user.click(within(main).getByRole('button', { name: 'Cancel selected recordings' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel recordings' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(DvrMessages.genericTitle);
    expect(alert).toHaveTextContent(DvrMessages.cannotCancel);
  });

  it('keeps the dialog open with the failure and a retry that sends again when the cancel call fails', async () => {
    let calls = 0;
    mockApi(
      handlers({
        'POST /api/dvr/recordings/cancel': () => {
          calls += 1;
          return calls === 1
            ? apiError(500, 'INTERNAL', 'boom')
            : json(200, { status: 'SUCCESS', doneIds: [1], failedIds: [], message: null });
        },
      }),
    );
    const { user } = renderApp('/tv/dvr/#/scheduled');
    const main = await screen.findByRole('main');
    await user.click(await within(main).findByRole('checkbox', { name: /^Select Harbor Lights/ }));
    await user.click(within(main).getByRole('button', { name: 'Cancel selected recordings' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel recordings' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(DvrMessages.genericTitle);
    expect(alert).toHaveTextContent(DvrMessages.cancel);
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('1 recording was cancelled.');
    expect(calls).toBe(2);
  });

  it('refuses an eleventh selection with the seed message', async () => {
    const many = Array.from({ length: 11 }, (_, i) =>
      createDvrRecording({
        id: 100 + i,
        Title: `Show ${i}`,
        EpisodeTitle: null,
        StartTime: AIRING_START + i * HOUR,
        EndTime: AIRING_START + (i + 1) * HOUR,
      }),
    );
    mockApi(handlers({ 'GET /api/dvr/recordings': () => json(200, { items: many }) }));
    const { user } = renderApp('/tv/dvr/#/scheduled');
    const main = await screen.findByRole('main');
    const boxes = await within(main).findAllByRole('checkbox');
    for (const box of boxes.slice(0, 10)) await user.click(box);
    expect(within(main).getByText('10 selected')).toBeInTheDocument();
    await user.click(boxes[10]!);
    expect(boxes[10]).not.toBeChecked();
    expect(await within(main).findByRole('alert')).toHaveTextContent(BulkRemoveMessages.tooManySelected);
  });

  it('deletes recorded programs on the recorded tab', async () => {
    const { callsTo } = mockApi(
      handlers({
        'POST /api/dvr/recordings/delete': () =>
          json(200, { status: 'SUCCESS', doneIds: [9], failedIds: [], message: null }),
      }),
    );
    const { user } = renderApp('/tv/dvr/#/recorded');
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('Old Movie')).toBeInTheDocument();
    expect(within(main).getByText('Recorded', { selector: '.dvr-badge' })).toBeInTheDocument();
    await user.click(within(main).getByRole('checkbox', { name: /^Select Old Movie/ }));
    await user.click(within(main).getByRole('button', { name: 'Delete selected recordings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete recordings' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete recordings' }));
    expect(await within(dialog).findByText('1 recording was deleted.')).toBeInTheDocument();
    expect(callsTo('POST /api/dvr/recordings/delete')[0]?.body).toEqual({ ids: [9] });
  });

  it('cancels a series rule and deletes its recordings only when asked', async () => {
    const { callsTo } = mockApi(
      handlers({
        'POST /api/dvr/series-rules/31/cancel': () =>
          json(200, { status: 'SUCCESS', cancelledIds: [3], deletedIds: [] }),
      }),
    );
    const { user } = renderApp('/tv/dvr/#/scheduled');
    const main = await screen.findByRole('main');
    await user.click(
      await within(main).findByRole('button', { name: 'Cancel series recording Harbor Lights' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the series recording' });
    const deleteToo = within(dialog).getByRole('checkbox', {
      name: 'Also delete the episodes it has already recorded',
    });
    expect(deleteToo).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel series recording' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await within(main).findByText('The series recording of Harbor Lights was cancelled.'),
    ).toBeInTheDocument();
    expect(callsTo('POST /api/dvr/series-rules/31/cancel')[0]?.body).toEqual({ deleteRecordings: false });
  });

  it('deletes the recordings of a series rule too when that is ticked', async () => {
    const { callsTo } = mockApi(
      handlers({
        'POST /api/dvr/series-rules/31/cancel': () =>
          json(200, { status: 'SUCCESS', cancelledIds: [3], deletedIds: [7] }),
      }),
    );
    const { user } = renderApp('/tv/dvr/#/scheduled');
    const main = await screen.findByRole('main');
    await user.click(
      await within(main).findByRole('button', { name: 'Cancel series recording Harbor Lights' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Also delete the episodes it has already recorded' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel series recording' }));
    expect(
      await within(main).findByText(
        'The series recording of Harbor Lights was cancelled and 1 recording deleted.',
      ),
    ).toBeInTheDocument();
    expect(callsTo('POST /api/dvr/series-rules/31/cancel')[0]?.body).toEqual({ deleteRecordings: true });
  });

  it('speaks Spanish under /espanol/', async () => {
    mockApi(handlers());
    renderApp('/espanol/tv/dvr/#/recorded');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: 'Grabadas' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await within(main).findByText('Old Movie')).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Borrar las grabaciones seleccionadas' })).toBeDisabled();
  });

  it('tells a blocked user id that recording is not available', async () => {
    mockApi(
      handlers({
        'GET /api/session': () =>
          json(200, createSessionState({ user: createSessionUser({ id: 'jsmith.kid', primary: false }) })),
        'GET /api/dvr/boxes': () => json(200, createDvrBoxes({ dvrBlocked: true })),
      }),
    );
    renderApp('/tv/dvr/#/scheduled');
    const main = await screen.findByRole('main');
    expect(await within(main).findByText(/Recording is not available for this user id/)).toBeInTheDocument();
  });

  it('sends a visitor to sign in and back', async () => {
    mockApi();
    const { currentPath } = renderApp('/tv/dvr/#/scheduled');
    await waitFor(() => expect(currentPath()).toBe('/login/?referer=/tv/dvr/%23/scheduled&reason=none'));
  });

  it('shows the DVR user information error with a retry', async () => {
    let calls = 0;
    mockApi(
      handlers({
        'GET /api/dvr/boxes': () =>
          calls++ === 0
            ? json(500, { error: { code: 'INTERNAL', message: 'down' } })
            : json(200, createDvrBoxes()),
      }),
    );
    const { user } = renderApp('/tv/dvr/#/scheduled');
    const main = await screen.findByRole('main');
    expect(await within(main).findByText(DvrMessages.userInfo)).toBeInTheDocument();
    await user.click(within(main).getByRole('button', { name: 'Try again' }));
    expect(await within(main).findByRole('region', { name: 'Living room' })).toBeInTheDocument();
  });
});

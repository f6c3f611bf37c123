import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { json, mockApi } from '../../../../test/fetch-mock.ts';
import { createSessionState, createSessionUser } from '../../../../test/factories.ts';
import {
  createDvrBox,
  createDvrBoxes,
  createDvrCheck,
  createDvrSaveResult,
  createDvrSeriesRule,
  createMiniguide,
} from '../../../../test/dvr-factories.ts';
import { RECORD_PATH, renderRecordRoute } from './record-test-utils.tsx';

const signedIn =
  (user = createSessionUser()) =>
  () =>
    json(200, createSessionState({ user }));

describe('record link /tv/asset/#/tvprograms/record/...', () => {
  it('sends a visitor to sign in with the record link as the referer', async () => {
    mockApi();
    renderRecordRoute();
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(
        `/login/?referer=${encodeURIComponent(RECORD_PATH).replace(/%2F/gi, '/')}&reason=none`,
      ),
    );
  });

  it('records one airing with the defaults and an Idempotency-Key', async () => {
    const { callsTo } = mockApi({
      'GET /api/session': signedIn(),
      'GET /api/guide/miniguide': () => json(200, createMiniguide()),
      'GET /api/dvr/boxes': () => json(200, createDvrBoxes()),
      'POST /api/dvr/recordings/check': () => json(200, createDvrCheck()),
      'POST /api/dvr/recordings': () => json(200, createDvrSaveResult()),
    });
    const { user } = renderRecordRoute();
    const dialog = await screen.findByRole('dialog', { name: 'Record Harbor Lights: The Long Night' });
    expect(within(dialog).getByLabelText('Record on')).toHaveValue('1');
    expect(within(dialog).getByLabelText('Keep')).toHaveDisplayValue('14 days');
    expect(within(dialog).getByRole('radio', { name: 'HD' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'SD' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText('Your recording is scheduled.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'See scheduled recordings' })).toHaveAttribute(
      'href',
      '/tv/dvr/#/scheduled',
    );
    const [save] = callsTo('POST /api/dvr/recordings');
    expect(save?.body).toEqual({
      boxId: 1,
      callSign: 'WNET',
      startTime: createMiniguide().start,
      recType: 0,
      quality: 'hd',
      saveDays: 14,
      saveEpisodes: 3,
      filter: 4,
      endPaddingSeconds: 0,
      cancelIds: [],
    });
    expect(save?.headers.get('idempotency-key')).toMatch(/.{16,}/);
    expect(callsTo('POST /api/dvr/recordings/check')).toHaveLength(1);
  });

  it('sets up a series, new episodes only and keeping 3, with series keep starting at until deleted', async () => {
    const { callsTo } = mockApi({
      'GET /api/session': signedIn(),
      'GET /api/guide/miniguide': () => json(200, createMiniguide()),
      'GET /api/dvr/boxes': () => json(200, createDvrBoxes()),
      'POST /api/dvr/recordings/check': () => json(200, createDvrCheck()),
      'POST /api/dvr/recordings': () => json(200, createDvrSaveResult({ seriesRule: createDvrSeriesRule() })),
    });
    const { user } = renderRecordRoute();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'The series' }));
    expect(within(dialog).getByLabelText('Episodes')).toHaveDisplayValue('New Episodes Only');
    expect(within(dialog).getByLabelText('Episodes to keep')).toHaveDisplayValue('3');
    expect(within(dialog).getByLabelText('Keep each episode')).toHaveDisplayValue('Until I delete it');
    const options = within(within(dialog).getByLabelText('Episodes'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'All Episodes',
      'New Episodes Only',
      expect.stringMatching(/^All at /),
      expect.stringMatching(/^All at .+ on /),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText('Your series recording is set up.')).toBeInTheDocument();
    expect(callsTo('POST /api/dvr/recordings')[0]?.body).toMatchObject({
      recType: 1,
      filter: 4,
      saveEpisodes: 3,
      saveDays: 0,
    });
  });

  it('hides the series choice for a program without a series', async () => {
    mockApi({
      'GET /api/session': signedIn(),
      'GET /api/guide/miniguide': () =>
        json(
          200,
          createMiniguide({
            ...createMiniguide().channels[0]!.airings[0]!,
            seriesId: null,
            episodeTitle: null,
            isMovie: true,
          }),
        ),
      'GET /api/dvr/boxes': () => json(200, createDvrBoxes()),
    });
    renderRecordRoute();
    const dialog = await screen.findByRole('dialog', { name: 'Record Harbor Lights' });
    expect(within(dialog).queryByRole('radio', { name: 'The series' })).not.toBeInTheDocument();
  });

  it('forces and locks HD for a special-box customer', async () => {
    mockApi({
      'GET /api/session': signedIn(createSessionUser({ id: 'mgarcia', laBoxUser: true, laboxOrMini: true })),
      'GET /api/guide/miniguide': () => json(200, createMiniguide()),
      'GET /api/dvr/boxes': () => json(200, createDvrBoxes({ boxes: [createDvrBox()], forcedHd: true })),
    });
    renderRecordRoute();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: 'HD' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'SD' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: 'HD and SD' })).toBeDisabled();
    expect(within(dialog).getByText('HD is the only quality for this DVR.')).toBeInTheDocument();
  });

  it('forces HD and offers the cloud keep options when the cloud DVR is chosen, and asks for the terms first', async () => {
    const { callsTo } = mockApi({
      'GET /api/session': signedIn(),
      'GET /api/guide/miniguide': () => json(200, createMiniguide()),
      'GET /api/dvr/boxes': () => json(200, createDvrBoxes({ termsAccepted: false })),
      'POST /api/dvr/terms': () => json(200, { termsAccepted: true, acceptedAt: 1 }),
      'POST /api/dvr/recordings/check': () => json(200, createDvrCheck()),
      'POST /api/dvr/recordings': () => json(200, createDvrSaveResult()),
    });
    const { user } = renderRecordRoute();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'SD' }));
    await user.selectOptions(within(dialog).getByLabelText('Record on'), '2');
    expect(within(dialog).getByRole('radio', { name: 'HD' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'SD' })).toBeDisabled();
    const keeps = within(within(dialog).getByLabelText('Keep'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(keeps).not.toContain('Until space is needed');
    expect(keeps).toContain('Until I delete it');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    const accept = await within(dialog).findByRole('button', { name: 'Accept and continue' });
    expect(accept).toBeDisabled();
    expect(callsTo('POST /api/dvr/recordings/check')).toHaveLength(0);
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'I have read the web DVR terms and accept them.' }),
    );
    await user.click(accept);
    expect(await within(dialog).findByText('Your recording is scheduled.')).toBeInTheDocument();
    expect(callsTo('POST /api/dvr/terms')).toHaveLength(1);
    expect(callsTo('POST /api/dvr/recordings')[0]?.body).toMatchObject({ boxId: 2, quality: 'hd' });
  });

  it('disables the end option on a device type 8300', async () => {
    mockApi({
      'GET /api/session': signedIn(),
      'GET /api/guide/miniguide': () => json(200, createMiniguide()),
      'GET /api/dvr/boxes': () =>
        json(200, createDvrBoxes({ boxes: [createDvrBox({ deviceType: '8300', endOptionEnabled: false })] })),
    });
    renderRecordRoute();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Stop recording')).toBeDisabled();
    expect(within(dialog).getByText('This DVR cannot change the end time.')).toBeInTheDocument();
  });

  it('tells a user id without DVR access that recording is blocked', async () => {
    mockApi({
      'GET /api/session': signedIn(createSessionUser({ id: 'jsmith.kid', primary: false })),
      'GET /api/guide/miniguide': () => json(200, createMiniguide()),
      'GET /api/dvr/boxes': () => json(200, createDvrBoxes({ dvrBlocked: true })),
    });
    renderRecordRoute();
    expect(
      await screen.findByText(
        'Recording is not available for this user id. Please ask the account owner for DVR access.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tells a primary user whose p.dvr is 0 that the account has no DVR, and opens no dialog', async () => {
    const base = createSessionUser();
    mockApi({
      'GET /api/session': signedIn(
        createSessionUser({ p: { ...base.p, dvr: 0 }, entitlements: { ...base.entitlements, dvr: false } }),
      ),
      'GET /api/guide/miniguide': () => json(200, createMiniguide()),
      // Even a box list that offers recording does not open the dialog: p.dvr decides (seed 001 §6).
      'GET /api/dvr/boxes': () => json(200, createDvrBoxes()),
    });
    renderRecordRoute();
    expect(await screen.findByText('This account does not have a DVR.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record' })).not.toBeInTheDocument();
  });

  it('says a program that has already aired cannot be recorded', async () => {
    const past = createMiniguide({
      ...createMiniguide().channels[0]!.airings[0]!,
      start: 1_000_000,
      end: 2_000_000,
    });
    mockApi({
      'GET /api/session': signedIn(),
      'GET /api/guide/miniguide': () => json(200, past),
      'GET /api/dvr/boxes': () => json(200, createDvrBoxes()),
    });
    renderRecordRoute({ start: 1_000_000, end: 2_000_000 });
    expect(await screen.findByText('This program has already aired.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says no programs were found when the listings have no such airing', async () => {
    mockApi({
      'GET /api/session': signedIn(),
      'GET /api/guide/miniguide': () => json(200, { start: 1, end: 2, channels: [] }),
      'GET /api/dvr/boxes': () => json(200, createDvrBoxes()),
    });
    renderRecordRoute();
    expect(await screen.findByText('No programs found')).toBeInTheDocument();
  });
});

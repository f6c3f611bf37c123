import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { DAY_MS, DvrMessages } from '@coax/domain';
import { apiError, json, mockApi } from '../../../../test/fetch-mock.ts';
import { createSessionState } from '../../../../test/factories.ts';
import {
  AIRING_START,
  createDvrBoxes,
  createDvrCheck,
  createDvrRecording,
  createDvrSaveResult,
  createMiniguide,
} from '../../../../test/dvr-factories.ts';
import { renderRecordRoute } from './record-test-utils.tsx';

const base = {
  'GET /api/session': () => json(200, createSessionState()),
  'GET /api/guide/miniguide': () => json(200, createMiniguide()),
  'GET /api/dvr/boxes': () => json(200, createDvrBoxes()),
};

const clash1 = createDvrRecording({ id: 21, Title: 'Evening News', EpisodeTitle: null });
const clash2 = createDvrRecording({ id: 22, Title: 'Quiz Night', EpisodeTitle: null });
const conflictCheck = createDvrCheck({
  status: 'CONFLICT',
  message: 'This recording would fail: every tuner of the DVR is busy at that time.',
  conflicts: [
    {
      eventId: '5001',
      title: 'Harbor Lights',
      startTime: AIRING_START,
      endTime: AIRING_START + 3_600_000,
      reason: 'tuners',
      message: 'This recording would fail: every tuner of the DVR is busy at that time.',
      clashing: [clash1, clash2],
    },
  ],
  choices: {
    otherAirings: [
      {
        eventId: '5002',
        callsign: 'WNET',
        channelNumber: 13,
        startTime: AIRING_START + DAY_MS,
        endTime: AIRING_START + 90_000_000,
        isHd: true,
      },
    ],
    otherBoxes: [{ boxId: 2, alias: 'Cloud DVR' }],
    clashing: [clash1, clash2],
  },
});

describe('record dialog conflicts and errors', () => {
  it('lists what would fail and resolves it by cancelling a clashing recording', async () => {
    let checks = 0;
    const { callsTo } = mockApi({
      ...base,
      'POST /api/dvr/recordings/check': () => json(200, checks++ === 0 ? conflictCheck : createDvrCheck()),
      'POST /api/dvr/recordings': () => json(200, createDvrSaveResult({ cancelledIds: [21] })),
    });
    const { user } = renderRecordRoute();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText('Some airings would not record')).toBeInTheDocument();
    expect(within(dialog).getByText(/Busy with: Evening News, Quiz Night/)).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: /^Record at .+ on channel 13 \(WNET\)$/ }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Record on Cloud DVR' })).toBeInTheDocument();
    expect(callsTo('POST /api/dvr/recordings')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: /^Cancel Evening News/ }));
    expect(await within(dialog).findByText('Your recording is scheduled.')).toBeInTheDocument();
    expect(within(dialog).getByText('1 clashing recording was cancelled.')).toBeInTheDocument();
    expect(callsTo('POST /api/dvr/recordings/check')[1]?.body).toMatchObject({ cancelIds: [21] });
    expect(callsTo('POST /api/dvr/recordings')[0]?.body).toMatchObject({ cancelIds: [21], boxId: 1 });
  });

  it('resolves a conflict with another airing of the same program', async () => {
    let checks = 0;
    const { callsTo } = mockApi({
      ...base,
      'POST /api/dvr/recordings/check': () => json(200, checks++ === 0 ? conflictCheck : createDvrCheck()),
      'POST /api/dvr/recordings': () => json(200, createDvrSaveResult()),
    });
    const { user } = renderRecordRoute();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    await user.click(await within(dialog).findByRole('button', { name: /^Record at / }));
    expect(await within(dialog).findByText('Your recording is scheduled.')).toBeInTheDocument();
    expect(callsTo('POST /api/dvr/recordings')[0]?.body).toMatchObject({
      startTime: AIRING_START + DAY_MS,
    });
  });

  it('shows the channel 902 message for a channel the package does not have', async () => {
    mockApi({
      ...base,
      'POST /api/dvr/recordings/check': () =>
        json(200, createDvrCheck({ status: 'NOT_AUTHORIZED', message: DvrMessages.notAuthorizedCode })),
    });
    const { user } = renderRecordRoute();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(DvrMessages.notAuthorized);
    expect(DvrMessages.notAuthorized).toContain('902');
  });

  it('shows the scheduling error when the save fails, and retries with the same Idempotency-Key', async () => {
    let saves = 0;
    const { callsTo } = mockApi({
      ...base,
      'POST /api/dvr/recordings/check': () => json(200, createDvrCheck()),
      'POST /api/dvr/recordings': () =>
        saves++ === 0
          ? apiError(400, 'BAD_REQUEST', 'Program not found in the listings.')
          : json(200, createDvrSaveResult()),
    });
    const { user } = renderRecordRoute();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(DvrMessages.schedule);
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Your recording is scheduled.')).toBeInTheDocument();
    const [first, second] = callsTo('POST /api/dvr/recordings');
    expect(second?.headers.get('idempotency-key')).toBe(first?.headers.get('idempotency-key'));
  });

  it('keeps the keyboard in the dialog after a conflict choice, so Escape still closes it', async () => {
    let checks = 0;
    mockApi({
      ...base,
      'POST /api/dvr/recordings/check': () => json(200, checks++ === 0 ? conflictCheck : createDvrCheck()),
      'POST /api/dvr/recordings': () => json(200, createDvrSaveResult()),
    });
    const { user } = renderRecordRoute();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Record on Cloud DVR' }));
    expect(await within(dialog).findByText('Your recording is scheduled.')).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with Escape', async () => {
    mockApi(base);
    const { user } = renderRecordRoute();
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record' })).toBeInTheDocument();
  });
});

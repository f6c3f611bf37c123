import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NetworkMap } from '@coax/contract';
import { createSessionState, createSessionUser } from '../../../test/factories.ts';
import { json, mockApi, type Handlers } from '../../../test/fetch-mock.ts';
import { createNetworkMap } from '../../../test/network-factories.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { blockOf, formatBlock, localDay } from './pause-schedule.ts';

// 2026-11-21 20:00–22:00 UTC, a Saturday.
const BLOCK = { day: '2026-11-21', startMinutes: 1200, endMinutes: 1320 };

function mapWith(nextPause: NetworkMap['devices'][number]['nextPause']): NetworkMap {
  const map = createNetworkMap();
  return { ...map, devices: map.devices.map((d) => ({ ...d, nextPause })) };
}

function mockMap(handlers: Handlers = {}) {
  return mockApi({
    'GET /api/session': () =>
      json(200, createSessionState({ user: createSessionUser({ primary: true, id: 'jsmith' }) })),
    'GET /api/network/devices': () => json(200, createNetworkMap()),
    'GET /api/network/behind-the-modem': () => json(200, { devices: [] }),
    ...handlers,
  });
}

async function openSchedule() {
  fireEvent.click(await screen.findByRole('button', { name: "Pause Jamie's tablet" }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByLabelText('On a schedule'));
  return dialog;
}

describe('pausing on a schedule', () => {
  it('offers a day from today to 14 days ahead and sends the time block', async () => {
    const { callsTo } = mockMap({
      'POST /api/network/pauses': () => json(200, mapWith({ id: 'p1', block: BLOCK, byGroup: false })),
    });
    renderApp('/internet/devices');
    const dialog = await openSchedule();
    const day = within(dialog).getByLabelText('Day');
    const today = new Date();
    const last = new Date(today);
    last.setDate(last.getDate() + 14);
    expect(day).toHaveAttribute('min', localDay(today));
    expect(day).toHaveAttribute('max', localDay(last));
    fireEvent.change(day, { target: { value: '2026-11-21' } });
    fireEvent.change(within(dialog).getByLabelText('Pause at'), { target: { value: '19:30' } });
    fireEvent.change(within(dialog).getByLabelText('Resume at'), { target: { value: '21:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(callsTo('POST /api/network/pauses')).toHaveLength(1));
    expect(callsTo('POST /api/network/pauses')[0]?.body).toEqual({
      target: { deviceId: 'dev-1' },
      mode: 'schedule',
      block: blockOf({ day: '2026-11-21', start: '19:30', end: '21:00' }),
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText(`Scheduled pause: ${formatBlock(BLOCK, 'en-US')}`)).toBeInTheDocument();
  });

  it('shows a refused time block at its field and pauses nothing', async () => {
    const { callsTo } = mockMap({
      'POST /api/network/pauses': () =>
        json(400, {
          error: {
            code: 'BAD_REQUEST',
            reason: 'input.invalid',
            message: 'x',
            issues: [{ path: 'body.block.endMinutes', reason: 'network.pause.order', message: 'x' }],
          },
        }),
    });
    renderApp('/internet/devices');
    const dialog = await openSchedule();
    fireEvent.change(within(dialog).getByLabelText('Pause at'), { target: { value: '22:00' } });
    fireEvent.change(within(dialog).getByLabelText('Resume at'), { target: { value: '20:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect(await within(dialog).findByText('A time block must end after it starts.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Resume at')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Check the day and times below.')).toBeInTheDocument();
    expect(callsTo('POST /api/network/pauses')).toHaveLength(1);
    expect(screen.queryByText(/^Scheduled pause/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Pause Jamie's tablet" })).toBeInTheDocument();
  });

  it('asks for a time before sending anything', async () => {
    const { callsTo } = mockMap();
    renderApp('/internet/devices');
    const dialog = await openSchedule();
    fireEvent.change(within(dialog).getByLabelText('Pause at'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect(await within(dialog).findByText('Enter a time.')).toBeInTheDocument();
    expect(callsTo('POST /api/network/pauses')).toHaveLength(0);
  });
});

describe('a scheduled pause on the map', () => {
  it('is shown in Spanish and cancelled', async () => {
    const { callsTo } = mockMap({
      'GET /api/network/devices': () => json(200, mapWith({ id: 'p1', block: BLOCK, byGroup: false })),
      'DELETE /api/network/pauses/p1': () => json(200, createNetworkMap()),
    });
    renderApp('/espanol/internet/devices');
    expect(await screen.findByText(`Pausa programada: ${formatBlock(BLOCK, 'es-US')}`)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: "Cancelar la pausa programada de Jamie's tablet" }));
    await waitFor(() => expect(callsTo('DELETE /api/network/pauses/p1')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText(/^Pausa programada/)).not.toBeInTheDocument());
  });

  it("names the group when the pause is the group's", async () => {
    mockMap({
      'GET /api/network/devices': () => json(200, mapWith({ id: 'p2', block: BLOCK, byGroup: true })),
    });
    renderApp('/internet/devices');
    expect(await screen.findByText(/^Scheduled pause with Jamie: /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel the scheduled pause for Jamie' })).toBeInTheDocument();
  });
});

describe('the time block for a local day and times', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('is the UTC day and minutes the router keeps', () => {
    process.env.TZ = 'America/New_York';
    // 18:00–19:30 in New York on Nov 21 is 23:00–00:30 UTC: past the router's day.
    expect(blockOf({ day: '2026-11-21', start: '18:00', end: '19:30' })).toEqual({ problem: 'spansDays' });
    // 20:00–22:00 in New York is 01:00–03:00 UTC the next day.
    expect(blockOf({ day: '2026-11-21', start: '20:00', end: '22:00' })).toEqual({
      day: '2026-11-22',
      startMinutes: 60,
      endMinutes: 180,
    });
    // An end before the start is sent for the server to refuse with its message.
    const reversed = blockOf({ day: '2026-11-21', start: '22:00', end: '20:00' });
    expect(reversed).toMatchObject({ day: '2026-11-22', startMinutes: 180, endMinutes: 60 });
  });

  it("is written as a short day and two clock times in the reader's zone", () => {
    expect(formatBlock(BLOCK, 'en-US')).toMatch(
      /^\w{3}, \w{3} \d{1,2}, \d{1,2}:00\s[AP]M – \d{1,2}:00\s[AP]M$/,
    );
  });

  it('keeps a day the input could not read for the server to refuse', () => {
    expect(blockOf({ day: '', start: '20:00', end: '22:00' })).toEqual({
      day: '',
      startMinutes: 1200,
      endMinutes: 1320,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createSessionState, createSessionUser } from '../../../test/factories.ts';
import { apiError, deferred, json, mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  createAppointment,
  createAppointmentList,
  createChange,
  createSlots,
} from '../../../test/appointments-factories.ts';

const signedIn = () => json(200, createSessionState({ user: createSessionUser() }));
const TOKEN = 'APT-JS-1001';

function mockAppointments(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/session': signedIn,
    'GET /api/appointments': () => json(200, createAppointmentList()),
    [`GET /api/appointments/${TOKEN}`]: () => json(200, createAppointment()),
    [`GET /api/appointments/${TOKEN}/timeline`]: () =>
      json(200, {
        events: [
          {
            at: Date.UTC(2026, 9, 21),
            kind: 'booked',
            quotaGroupDay: '2026-11-23',
            windowStartMinutes: 780,
            confirmationNumber: 'AP-DEMO-1001',
          },
        ],
      }),
    [`GET /api/appointments/${TOKEN}/slots`]: (r) =>
      json(200, createSlots(r.url.searchParams.get('date') ?? '')),
    [`GET /api/appointments/${TOKEN}/schedule`]: () =>
      json(200, {
        startDate: '2026-11-21',
        durationDayCount: 30,
        days: [
          { quotaGroupDay: '2026-11-24', freeSlots: 3 },
          { quotaGroupDay: '2026-11-25', freeSlots: 0 },
        ],
      }),
    ...extra,
  });
}

describe('service appointments /service-appointments', () => {
  it('sends a visitor to sign in', async () => {
    mockApi();
    const { currentPath } = renderApp('/service-appointments');
    await waitFor(() => expect(currentPath()).toBe('/login/?referer=/service-appointments&reason=none'));
  });

  it('shows a loading state, then the list with the status message and a truncated name', async () => {
    const answer = deferred();
    mockAppointments({ 'GET /api/appointments': () => answer.promise });
    renderApp('/service-appointments');
    expect(await screen.findByText('Loading your appointments…')).toBeInTheDocument();
    // the line after the list waits for it, so the list filling in does not push it down
    const intro = screen.getByText(/^See when a technician is coming/);
    expect(intro).not.toBeVisible();
    answer.resolve(
      json(
        200,
        createAppointmentList([
          createAppointment({ statusMessage: { kind: 'arriving', fromMinutes: 1020, toMinutes: 1080 } }),
          createAppointment({
            appointmentToken: 'APT-JS-0990',
            appointmentTitle: 'TV signal repair',
            appointmentStatus: 'Completed',
            appointmentType: 'SRO',
            statusMessage: { kind: 'complete', type: 'SRO' },
          }),
        ]),
      ),
    );
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Internet installation visit 1001' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The technician will arrive today between 5:00 PM and 6:00 PM'),
    ).toBeInTheDocument();
    expect(screen.getByText('Your service appointment is complete')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Recent' })).toBeInTheDocument();
    await waitFor(() => expect(intro).toBeVisible());
  });

  it('says when there are none', async () => {
    mockAppointments({ 'GET /api/appointments': () => json(200, createAppointmentList([])) });
    renderApp('/service-appointments');
    expect(await screen.findByText('You have no service appointments.')).toBeInTheDocument();
  });

  it('offers a retry after a failure, and the retry loads the list', async () => {
    // The header reads the same list for its next-visit link, so every read fails until the retry.
    let failing = true;
    mockAppointments({
      'GET /api/appointments': () =>
        failing ? apiError(500, 'INTERNAL', 'boom') : json(200, createAppointmentList()),
    });
    const { user } = renderApp('/service-appointments');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    failing = false;
    await user.click(retry);
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Internet installation visit 1001' }),
    ).toBeInTheDocument();
  });

  it('words a refusal in Spanish under /espanol', async () => {
    mockAppointments({
      [`GET /api/appointments/${TOKEN}`]: () =>
        apiError(404, 'NOT_FOUND', 'No such appointment', { reason: 'appointments.not-found' }),
    });
    renderApp(`/espanol/service-appointments/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Citas de servicio' })).toBeInTheDocument();
    expect(await screen.findByText('No existe esa cita')).toBeInTheDocument();
  });

  it('moves the appointment by keyboard and shows the confirmation number and the invite', async () => {
    const { callsTo } = mockAppointments({
      [`POST /api/appointments/${TOKEN}/reschedule`]: () =>
        json(200, createChange(createAppointment({ quotaGroupDay: '2026-11-24', windowStartMinutes: 600 }))),
    });
    const { user } = renderApp(`/service-appointments/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog');
    const calendar = within(dialog).getByRole('grid', { name: 'Choose a day, November 2026' });
    // The appointment's own day holds the one tab stop; the arrow keys move it.
    const start = within(calendar).getByRole('button', { name: 'Monday, November 23' });
    expect(start).toHaveAttribute('tabindex', '0');
    start.focus();
    await user.keyboard('{ArrowRight}');
    const next = within(calendar).getByRole('button', { name: 'Tuesday, November 24' });
    expect(next).toHaveFocus();
    expect(start).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{Enter}');
    // A day with no free time is shown but cannot be chosen.
    expect(
      await within(calendar).findByRole('button', { name: 'Wednesday, November 25, no free time' }),
    ).toHaveAttribute('aria-disabled', 'true');
    const grid = await within(dialog).findByRole('grid', { name: 'Choose a time on Tuesday, November 24' });
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(64);
    const first = within(grid).getByRole('button', { name: '8:00 AM, free' });
    expect(first).toHaveAttribute('tabindex', '0');
    first.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}{ArrowLeft}');
    const tenOhFive = within(grid).getByRole('button', { name: '10:00 AM, free' });
    expect(tenOhFive).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Move my appointment' }));
    expect(await screen.findByText('Your appointment has moved.')).toBeInTheDocument();
    expect(screen.getByTestId('confirmation-number')).toHaveTextContent('AP-7K3M-Q9XD');
    expect(screen.getByRole('link', { name: 'Download the calendar invite (.ics)' })).toHaveAttribute(
      'href',
      `/api/appointments/${TOKEN}/invite.ics`,
    );
    const [call] = callsTo(`POST /api/appointments/${TOKEN}/reschedule`);
    expect(call?.body).toEqual({ desiredTimeToken: '2026-11-24T10:05' });
    expect(call?.headers.get('idempotency-key')).toBeTruthy();
  });

  it('shows code 11 when the time was taken meanwhile', async () => {
    mockAppointments({
      [`POST /api/appointments/${TOKEN}/reschedule`]: () =>
        apiError(409, 'CONFLICT', 'Desired Time is no longer available', {
          reason: 'appointments.time.unavailable',
        }),
    });
    const { user } = renderApp(`/service-appointments/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Tuesday, November 24' }));
    await user.click(await within(dialog).findByRole('button', { name: '8:00 AM, free' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move my appointment' }));
    expect(await within(dialog).findByText('Desired Time is no longer available')).toBeInTheDocument();
  });

  it('cancels after the confirmation dialog and offers the cancelling invite', async () => {
    const { callsTo } = mockAppointments({
      [`POST /api/appointments/${TOKEN}/cancel`]: () =>
        json(200, createChange(createAppointment(), 'AP-CCCC-2222')),
    });
    const { user } = renderApp(`/service-appointments/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this appointment?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Your appointment is cancelled.')).toBeInTheDocument();
    expect(screen.getByTestId('confirmation-number')).toHaveTextContent('AP-CCCC-2222');
    expect(callsTo(`POST /api/appointments/${TOKEN}/cancel`)[0]?.body).toEqual({ confirm: true });
    expect(screen.getByRole('link', { name: /remove it from your calendar/ })).toBeInTheDocument();
  });

  it('explains why an appointment too close to its window cannot change', async () => {
    mockAppointments({
      [`GET /api/appointments/${TOKEN}`]: () =>
        json(
          200,
          createAppointment({ canReschedule: false, canCancel: false, changeBlockedBy: 'too-close' }),
        ),
    });
    renderApp(`/service-appointments/${TOKEN}`);
    expect(
      await screen.findByText('It is too close to the appointment to reschedule or cancel.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
  });

  it('offers a held earlier time and takes it', async () => {
    const offer = {
      quotaGroupDay: '2026-11-21',
      startMinutes: 480,
      expiresAt: Date.UTC(2026, 10, 20, 15, 15),
    };
    const { callsTo } = mockAppointments({
      [`GET /api/appointments/${TOKEN}`]: () =>
        json(200, createAppointment({ waitlist: { waiting: true, offer } })),
      [`POST /api/appointments/${TOKEN}/waitlist/accept`]: () =>
        json(200, createChange(createAppointment({ quotaGroupDay: '2026-11-21' }), 'AP-EEEE-3333')),
    });
    const { user } = renderApp(`/service-appointments/${TOKEN}`);
    expect(
      await screen.findByText(
        'An earlier time is held for you: November 21, 2026 at 8:00 AM, until 3:15 PM (UTC).',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Take the earlier time' }));
    expect(await screen.findByText('Your appointment has moved.')).toBeInTheDocument();
    expect(screen.getByTestId('confirmation-number')).toHaveTextContent('AP-EEEE-3333');
    expect(
      callsTo(`POST /api/appointments/${TOKEN}/waitlist/accept`)[0]?.headers.get('idempotency-key'),
    ).toBeTruthy();
  });

  it('joins the line for an earlier time', async () => {
    const { callsTo } = mockAppointments({
      [`POST /api/appointments/${TOKEN}/waitlist`]: () =>
        json(200, createAppointment({ waitlist: { waiting: true, offer: null } })),
    });
    const { user } = renderApp(`/service-appointments/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Tell me if an earlier time opens' }));
    expect(await screen.findByText(/^You are in line/)).toBeInTheDocument();
    expect(callsTo(`POST /api/appointments/${TOKEN}/waitlist`)[0]?.body).toEqual({ join: true });
  });
});

import { describe, expect, it } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import { apiError, deferred, json, mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { createAppointment, createChange, createSlots } from '../../../test/appointments-factories.ts';

const URL = '/api/appointments/new-customer';
const TOKEN = 'APT-NC-4001';
const visit = () =>
  createAppointment({
    appointmentToken: TOKEN,
    appointmentTitle: 'Internet and TV installation 4001',
    quotaGroupDay: '2026-11-26',
    windowStartMinutes: 1020,
    windowEndMinutes: 1080,
  });
const visits = () => ({
  today: '2026-11-20',
  appointments: [visit()],
  grantExpiresAt: Date.UTC(2026, 10, 20, 15, 20),
});
const noGrant = () =>
  apiError(401, 'UNAUTHORIZED', 'ended', { reason: 'appointments.new-customer.grant-ended' });

function mockNewCustomer(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    [`GET ${URL}`]: noGrant,
    [`POST ${URL}`]: () => json(200, visits()),
    [`GET ${URL}/${TOKEN}/schedule`]: () =>
      json(200, { startDate: '2026-11-21', durationDayCount: 30, days: [] }),
    [`GET ${URL}/${TOKEN}/slots`]: (r) => json(200, createSlots(r.url.searchParams.get('date') ?? '')),
    ...extra,
  });
}

async function checkIn(user: ReturnType<typeof renderApp>['user'], pin = '4721') {
  await user.type(await screen.findByLabelText('Account number', { exact: false }), '78124-500670-02-6');
  await user.type(screen.getByLabelText('Account PIN', { exact: false }), pin);
  await user.click(screen.getByRole('button', { name: 'Check my visit' }));
}

describe('checking a visit without an id, /service-appointments/new-customer', () => {
  it('is reached from the sign-in page', async () => {
    mockNewCustomer();
    const { user, currentPath } = renderApp('/login');
    await user.click(
      await screen.findByRole('link', { name: 'Have a technician visit coming? Check it without an id' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check a technician visit' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/service-appointments/new-customer'));
  });

  it('loads, then asks for the number and PIN, keeping non-digits out of the PIN, and shows the visit', async () => {
    const grant = deferred();
    const { callsTo } = mockNewCustomer({ [`GET ${URL}`]: () => grant.promise });
    const { user } = renderApp('/service-appointments/new-customer');
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    grant.resolve(noGrant());
    await checkIn(user, '47a21');
    expect(await screen.findByRole('heading', { level: 2, name: 'Your visits' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Internet and TV installation 4001' }),
    ).toBeInTheDocument();
    const [call] = callsTo(`POST ${URL}`);
    expect(call?.body).toEqual({ accountNumber: '78124-500670-02-6', pin: '4721', language: 'en' });
  });

  it('says code 9 with the tries left, and the lockout, in their own words', async () => {
    let locked = false;
    mockNewCustomer({
      [`POST ${URL}`]: () =>
        locked
          ? apiError(429, 'THROTTLED', 'locked', { reason: 'appointments.new-customer.locked' })
          : apiError(403, 'FORBIDDEN', 'pin', {
              reason: 'appointments.pin.incorrect',
              attempts_remaining: 1,
            }),
    });
    const { user } = renderApp('/service-appointments/new-customer');
    await checkIn(user, '1111');
    expect(await screen.findByText('Account pin missing or is incorrect')).toBeInTheDocument();
    expect(screen.getByText('1 try left before this account is locked for 15 minutes.')).toBeInTheDocument();
    locked = true;
    await user.click(screen.getByRole('button', { name: 'Check my visit' }));
    expect(
      await screen.findByText('Too many tries. Please wait 15 minutes and try again.'),
    ).toBeInTheDocument();
  });

  it('says code 2 in Spanish under /espanol', async () => {
    mockNewCustomer({
      [`POST ${URL}`]: () => apiError(404, 'NOT_FOUND', 'x', { reason: 'appointments.account.not-found' }),
    });
    const { user } = renderApp('/espanol/service-appointments/new-customer');
    await user.type(await screen.findByLabelText('Número de cuenta', { exact: false }), '7812450069999');
    await user.type(screen.getByLabelText('PIN de la cuenta', { exact: false }), '4721');
    await user.click(screen.getByRole('button', { name: 'Consultar mi visita' }));
    expect(await screen.findByText('La cuenta no existe')).toBeInTheDocument();
  });

  it('shows a failure other than an ended grant above the form', async () => {
    mockNewCustomer({
      [`GET ${URL}`]: () => apiError(500, 'INTERNAL', 'x', { reason: 'appointments.system-error' }),
    });
    renderApp('/service-appointments/new-customer');
    expect(await screen.findByText('System error has occurred')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check my visit' })).toBeInTheDocument();
  });

  it('moves the visit through the grant’s own calls and links the grant’s invite', async () => {
    const { callsTo } = mockNewCustomer({
      [`GET ${URL}`]: () => json(200, visits()),
      [`POST ${URL}/${TOKEN}/reschedule`]: () =>
        json(200, createChange({ ...visit(), quotaGroupDay: '2026-11-24', windowStartMinutes: 480 })),
    });
    const { user } = renderApp('/service-appointments/new-customer');
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Tuesday, November 24' }));
    const grid = await within(dialog).findByRole('grid', { name: 'Choose a time on Tuesday, November 24' });
    await user.click(within(grid).getByRole('button', { name: '8:00 AM, free' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move my appointment' }));
    expect(await screen.findByText('Your appointment has moved.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the calendar invite (.ics)' })).toHaveAttribute(
      'href',
      `${URL}/${TOKEN}/invite.ics`,
    );
    expect(callsTo(`POST ${URL}/${TOKEN}/reschedule`)).toHaveLength(1);
    expect(callsTo(`POST /api/appointments/${TOKEN}/reschedule`)).toHaveLength(0);
  });

  it('cancels after the confirmation, and ends the check on request', async () => {
    const { callsTo } = mockNewCustomer({
      [`GET ${URL}`]: () => json(200, visits()),
      [`POST ${URL}/${TOKEN}/cancel`]: () => json(200, createChange(visit())),
      [`POST ${URL}/end`]: () => json(200, { ended: true }),
    });
    const { user } = renderApp('/service-appointments/new-customer');
    await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this appointment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Your appointment is cancelled.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I am done' }));
    expect(callsTo(`POST ${URL}/end`)).toHaveLength(1);
  });
});

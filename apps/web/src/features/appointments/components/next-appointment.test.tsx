import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { Appointment } from '@coax/contract';
import { createSessionState, createSessionUser } from '../../../test/factories.ts';
import { apiError, json, mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { createAppointment, createAppointmentList } from '../../../test/appointments-factories.ts';
import { appointmentsQueryKey, selectNextAppointment } from '../api/list-appointments.ts';

// The factories' list says today is 2026-11-20; the booking window runs to 2026-12-20.
const SOON = createAppointment({ statusMessage: { kind: 'next' } });

function signedInWith(list: () => Response) {
  return mockApi({
    'GET /api/session': () => json(200, createSessionState({ user: createSessionUser() })),
    'GET /api/dashboard/voicemail': () => json(200, { status: 200, count: 0 }),
    'GET /api/dashboard/webmail': () => json(200, { messageCount: 0, emails: [] }),
    'GET /api/appointments': list,
  });
}

const withAppointments = (appointments: Appointment[]) => () =>
  json(200, createAppointmentList(appointments));

/** Waits until the list has been answered and shown (or not), so an absence means something. */
async function settled(
  queryClient: ReturnType<typeof renderApp>['queryClient'],
  status: 'success' | 'error',
) {
  await waitFor(() => expect(queryClient.getQueryState(appointmentsQueryKey)?.status).toBe(status));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

describe('the next appointment on /home and in the header', () => {
  it('shows the next visit on /home: truncated name, day and window, live status, and a link to it', async () => {
    signedInWith(withAppointments([SOON]));
    renderApp('/home');
    const notice = await screen.findByRole('region', { name: 'Next technician visit' });
    // Seen cut between words to 23 characters, read in full (seed 002 §5).
    const link = within(notice).getByRole('link', { name: 'Internet installation visit 1001' });
    expect(link).toHaveAttribute('href', '/service-appointments/APT-JS-1001');
    expect(within(link).getByText('Internet… 1001')).toHaveAttribute('aria-hidden', 'true');
    expect(within(link).getByTitle('Internet installation visit 1001')).toBeInTheDocument();
    expect(notice).toHaveTextContent('Monday, November 23, 1:00 PM – 2:00 PM');
    expect(within(notice).getByText("You're the next appointment")).toBeInTheDocument();
  });

  it('links to the visit from the header, next to the outage status', async () => {
    signedInWith(withAppointments([SOON]));
    renderApp('/billing');
    const header = screen.getByRole('banner');
    const link = await within(header).findByRole('link', { name: 'Technician visit Mon, Nov 23' });
    expect(link).toHaveAttribute('href', '/service-appointments/APT-JS-1001');
  });

  it('picks the soonest visit still to come, passing over completed and past ones', async () => {
    signedInWith(
      withAppointments([
        createAppointment({ appointmentToken: 'APT-LATER', quotaGroupDay: '2026-11-27' }),
        createAppointment({
          appointmentToken: 'APT-DONE',
          quotaGroupDay: '2026-11-21',
          appointmentStatus: 'Completed',
        }),
        createAppointment({ appointmentToken: 'APT-PAST', quotaGroupDay: '2026-11-19' }),
        createAppointment({
          appointmentToken: 'APT-SOONER',
          quotaGroupDay: '2026-11-27',
          windowStartMinutes: 600,
        }),
      ]),
    );
    renderApp('/home');
    const notice = await screen.findByRole('region', { name: 'Next technician visit' });
    expect(within(notice).getByRole('link')).toHaveAttribute('href', '/service-appointments/APT-SOONER');
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Technician visit Fri, Nov 27' }),
    ).toHaveAttribute('href', '/service-appointments/APT-SOONER');
  });

  it('shows nothing, on /home or in the header, when no visit is coming', async () => {
    signedInWith(
      withAppointments([
        createAppointment({
          appointmentStatus: 'Completed',
          statusMessage: { kind: 'complete', type: 'TC' },
        }),
        createAppointment({ appointmentToken: 'APT-PAST', quotaGroupDay: '2026-11-19' }),
      ]),
    );
    const { queryClient } = renderApp('/home');
    await screen.findByRole('heading', { level: 1, name: 'Hi, jsmith' });
    await settled(queryClient, 'success');
    expect(screen.queryByRole('region', { name: 'Next technician visit' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Technician visit/ })).toBeNull();
    expect(document.querySelector('.next-appointment')).toBeNull();
  });

  it('shows nothing when the list cannot be read', async () => {
    signedInWith(() => apiError(500, 'INTERNAL', 'boom'));
    const { queryClient } = renderApp('/home');
    await screen.findByRole('heading', { level: 1, name: 'Hi, jsmith' });
    await settled(queryClient, 'error');
    expect(screen.queryByRole('region', { name: 'Next technician visit' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Technician visit/ })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a visit beyond the booking window on /home but out of the header', async () => {
    signedInWith(withAppointments([createAppointment({ quotaGroupDay: '2026-12-21' })]));
    const { queryClient } = renderApp('/home');
    expect(await screen.findByRole('region', { name: 'Next technician visit' })).toBeInTheDocument();
    await settled(queryClient, 'success');
    expect(screen.queryByRole('link', { name: /Technician visit/ })).toBeNull();
  });

  it('words the notice and the header link in Spanish under /espanol', async () => {
    signedInWith(withAppointments([createAppointment({ statusMessage: { kind: 'arrived' } })]));
    renderApp('/espanol/home');
    const notice = await screen.findByRole('region', { name: 'Próxima visita del técnico' });
    expect(notice).toHaveTextContent('lunes, 23 de noviembre');
    expect(within(notice).getByText('El técnico ha llegado')).toBeInTheDocument();
    const link = await within(screen.getByRole('banner')).findByRole('link', {
      name: /^Visita del técnico lun/,
    });
    expect(link).toHaveAttribute('href', '/espanol/service-appointments/APT-JS-1001');
  });
});

describe('selectNextAppointment', () => {
  it('is null for an empty list', () => {
    expect(selectNextAppointment(createAppointmentList([]))).toBeNull();
  });

  it('counts a visit started today as still to come', () => {
    const started = createAppointment({ quotaGroupDay: '2026-11-20', appointmentStatus: 'Started' });
    expect(selectNextAppointment(createAppointmentList([started]))?.appointment).toBe(started);
  });
});

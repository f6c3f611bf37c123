import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { MoveLead, MoveLeadState } from '@coax/contract';
import { createSessionState, createSessionUser } from '../../../test/factories.ts';
import { apiError, json, mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

// /upgrades/move (seed 002 §7 easyMoveLead).

const session = () => json(200, createSessionState({ user: createSessionUser({ id: 'jsmith' }) }));
const TODAY = '2026-11-29';
const lead: MoveLead = {
  reference: 'K7M3Q9XD2P',
  moveOn: '2026-12-15',
  address: { street: '40 Ocean Ave', line2: null, city: 'Bronx', state: 'NY', zip: '10451' },
  phone: '5165550142',
  served: true,
  createdAt: Date.UTC(2026, 10, 29, 12),
  updatedAt: Date.UTC(2026, 10, 29, 12),
};

/** The server's side: the request sticks once sent, and is gone once cancelled. */
function server(first: MoveLeadState) {
  let state = first;
  return {
    get: () => json(200, state),
    send: ({ body }: { body: unknown }) => {
      const b = body as {
        moveOn: string;
        street: string;
        city: string;
        state: string;
        zip: string;
        phone: string;
      };
      state = {
        ...state,
        lead: {
          ...lead,
          moveOn: b.moveOn,
          address: { street: b.street, line2: null, city: b.city, state: b.state, zip: b.zip },
          phone: b.phone.replace(/\D/g, ''),
          served: b.zip !== '99501',
        },
      };
      return json(200, state);
    },
    cancel: () => {
      state = { ...state, lead: null };
      return json(200, state);
    },
  };
}

async function fill(user: ReturnType<typeof renderApp>['user'], day = '2026-12-15') {
  await user.type(await screen.findByLabelText('Moving date'), day);
  await user.type(screen.getByLabelText('New street address'), '40 Ocean Ave');
  await user.type(screen.getByLabelText('City'), 'Bronx');
  await user.selectOptions(screen.getByLabelText('State'), 'NY');
  await user.type(screen.getByLabelText('ZIP code'), '10451');
  await user.type(screen.getByLabelText('Phone number we should call'), '(516) 555-0142');
}

describe('/upgrades/move (easyMoveLead)', () => {
  it('checks the form, sends it once with a key, shows the request and cancels it', async () => {
    const s = server({ lead: null, canChange: true, today: TODAY });
    const { callsTo } = mockApi({
      'GET /api/session': session,
      'GET /api/shop/move-lead': s.get,
      'POST /api/shop/move-lead': s.send,
      'POST /api/shop/move-lead/cancel': s.cancel,
    });
    const { user } = renderApp('/upgrades/move');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Moving? Take your services with you' }),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Send my move request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check these details');
    expect(screen.getAllByText('Please enter your moving date.').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Please enter a valid 10-digit phone number.').length).toBeGreaterThan(0);
    expect(callsTo('POST /api/shop/move-lead')).toHaveLength(0);

    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send my move request' }));
    expect(
      await screen.findByText('Thank you. We will call you before your move to take your services along.'),
    ).toBeInTheDocument();
    const [post] = callsTo('POST /api/shop/move-lead');
    expect(post!.body).toEqual({
      moveOn: '2026-12-15',
      street: '40 Ocean Ave',
      city: 'Bronx',
      state: 'NY',
      zip: '10451',
      phone: '(516) 555-0142',
    });
    expect(post!.headers.get('idempotency-key')).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(screen.getByTestId('move-reference')).toHaveTextContent('K7M3Q9XD2P');
    expect(screen.getByText('516 555-0142')).toBeInTheDocument();
    expect(
      screen.getByText('We serve your new address, so your services can move with you.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel my move request' }));
    expect(await screen.findByText('Your move request is cancelled.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send my move request' })).toBeInTheDocument();
  });

  it('refuses a day outside the window before sending, in Spanish', async () => {
    const s = server({ lead: null, canChange: true, today: TODAY });
    const { callsTo } = mockApi({
      'GET /api/session': session,
      'GET /api/shop/move-lead': s.get,
      'POST /api/shop/move-lead': s.send,
    });
    const { user } = renderApp('/espanol/upgrades/move');
    await user.type(await screen.findByLabelText('Fecha de la mudanza'), '2026-11-29');
    await user.click(screen.getByRole('button', { name: 'Enviar mi solicitud de mudanza' }));
    expect(
      (await screen.findAllByText('Elija una fecha de mudanza posterior a hoy.')).length,
    ).toBeGreaterThan(0);
    expect(callsTo('POST /api/shop/move-lead')).toHaveLength(0);
  });

  it('changes the open request, and words a server refusal', async () => {
    const s = server({ lead, canChange: true, today: TODAY });
    mockApi({
      'GET /api/session': session,
      'GET /api/shop/move-lead': s.get,
      'POST /api/shop/move-lead': () => apiError(400, 'BAD_REQUEST', 'x', { reason: 'shop.move.date' }),
    });
    const { user } = renderApp('/upgrades/move');
    await user.click(await screen.findByRole('button', { name: 'Change the details' }));
    expect(screen.getByLabelText('New street address')).toHaveValue('40 Ocean Ave');
    expect(screen.getByLabelText('Phone number we should call')).toHaveValue('516 555-0142');
    await user.click(screen.getByRole('button', { name: 'Save the changes' }));
    expect(
      await screen.findByText('Please choose a moving date from tomorrow up to 90 days ahead.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep it as it is' }));
    await waitFor(() => expect(screen.getByTestId('move-reference')).toHaveTextContent('K7M3Q9XD2P'));
  });

  it('shows a secondary id the request without the form', async () => {
    mockApi({
      'GET /api/session': session,
      'GET /api/shop/move-lead': () => json(200, { lead, canChange: false, today: TODAY }),
    });
    renderApp('/upgrades/move');
    expect(await screen.findByTestId('move-reference')).toHaveTextContent('K7M3Q9XD2P');
    expect(screen.queryByRole('button', { name: 'Change the details' })).toBeNull();
  });

  it('says when the request cannot be loaded', async () => {
    mockApi({
      'GET /api/session': session,
      'GET /api/shop/move-lead': () => apiError(500, 'INTERNAL', 'x'),
    });
    renderApp('/upgrades/move');
    expect(
      await screen.findByText('We could not load your move request. Please try again.'),
    ).toBeInTheDocument();
  });
});

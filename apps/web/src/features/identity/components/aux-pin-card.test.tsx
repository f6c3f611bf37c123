import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createSessionState, createSessionUser } from '../../../test/factories.ts';
import { apiError, json, mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const profile = () =>
  json(200, { id: 'jsmith', firstName: 'Jonathan', lastName: 'Alexander Smith', primary: true });
const subscriber = () => json(200, createSessionState({ user: createSessionUser({ id: 'jsmith' }) }));

async function pinCard() {
  return screen.findByRole('region', { name: /Account PIN|PIN de la cuenta/ });
}

describe('the aux PIN on /profile/', () => {
  it('sets a PIN typed in the four boxes twice, and says when it was set', async () => {
    const { callsTo } = mockApi({
      'GET /api/session': subscriber,
      'GET /api/identity/profile': profile,
      'GET /api/identity/aux-pin': () => json(200, { isSet: false, setAt: null }),
      'PUT /api/identity/aux-pin': () => json(200, { isSet: true, setAt: '2026-11-28T12:00:00.000Z' }),
    });
    const { user } = renderApp('/profile/');
    const card = await pinCard();
    expect(await within(card).findByText('You have not set a PIN yet.')).toBeInTheDocument();
    await user.click(within(card).getAllByLabelText('Digit 1 of 4')[0] as HTMLElement);
    await user.keyboard('4826');
    await user.click(within(card).getAllByLabelText('Digit 1 of 4')[1] as HTMLElement);
    await user.keyboard('4826');
    await user.click(within(card).getByRole('button', { name: 'Save PIN' }));
    expect(await within(card).findByText('Your PIN was saved.')).toBeInTheDocument();
    expect(callsTo('PUT /api/identity/aux-pin').map((c) => c.body)).toEqual([
      { pin: '4826', confirmPin: '4826' },
    ]);
    expect(within(card).getByText('Your PIN was set on')).toBeInTheDocument();
  });

  it('refuses two entries that differ before sending, in Spanish', async () => {
    const { callsTo } = mockApi({
      'GET /api/session': subscriber,
      'GET /api/identity/profile': profile,
      'GET /api/identity/aux-pin': () => json(200, { isSet: true, setAt: '2026-11-01T12:00:00.000Z' }),
    });
    const { user } = renderApp('/espanol/profile/');
    const card = await pinCard();
    await user.click((await within(card).findAllByLabelText('Dígito 1 de 4'))[0] as HTMLElement);
    await user.keyboard('1234');
    await user.click(within(card).getAllByLabelText('Dígito 1 de 4')[1] as HTMLElement);
    await user.keyboard('1243');
    await user.click(within(card).getByRole('button', { name: 'Guardar el PIN' }));
    expect(
      await within(card).findByText('Los PIN que escribió no coinciden. Inténtelo de nuevo.'),
    ).toBeInTheDocument();
    expect(callsTo('PUT /api/identity/aux-pin')).toHaveLength(0);
  });

  it('offers a retry when the PIN status cannot be loaded', async () => {
    let calls = 0;
    mockApi({
      'GET /api/session': subscriber,
      'GET /api/identity/profile': profile,
      'GET /api/identity/aux-pin': () =>
        ++calls === 1 ? apiError(500, 'INTERNAL', 'x') : json(200, { isSet: false, setAt: null }),
    });
    const { user } = renderApp('/profile/');
    const card = await pinCard();
    await user.click(await within(card).findByRole('button', { name: 'Try again' }));
    expect(await within(card).findByText('You have not set a PIN yet.')).toBeInTheDocument();
  });

  it("lets an agent check the PIN a caller reads out, and shows the server's throttle in words", async () => {
    let tries = 0;
    const { callsTo } = mockApi({
      'GET /api/session': () =>
        json(
          200,
          createSessionState({
            user: createSessionUser({ id: 'jsmith', csrId: 'agent1' }),
            agent: { id: 'agent1', name: 'Alex Agent' },
          }),
        ),
      'GET /api/identity/profile': profile,
      'GET /api/identity/aux-pin': () => json(200, { isSet: true, setAt: '2026-11-01T12:00:00.000Z' }),
      'POST /api/identity/aux-pin/confirm': () =>
        ++tries === 1
          ? json(200, { matches: true })
          : apiError(429, 'THROTTLED', 'x', { reason: 'identity.pin.throttled' }),
    });
    const { user } = renderApp('/profile/');
    const card = await pinCard();
    expect(within(card).queryByRole('button', { name: 'Save PIN' })).not.toBeInTheDocument();
    await user.click(await within(card).findByLabelText('Digit 1 of 4'));
    await user.keyboard('3141');
    await user.click(within(card).getByRole('button', { name: 'Check PIN' }));
    expect(await within(card).findByText('The PIN matches.')).toBeInTheDocument();
    await user.click(within(card).getByLabelText('Digit 1 of 4'));
    await user.keyboard('0000');
    await user.click(within(card).getByRole('button', { name: 'Check PIN' }));
    expect(
      await within(card).findByText('Too many PIN tries. Please wait 15 minutes and try again.'),
    ).toBeInTheDocument();
    expect(callsTo('POST /api/identity/aux-pin/confirm').map((c) => c.body)).toEqual([
      { pin: '3141' },
      { pin: '0000' },
    ]);
  });
});

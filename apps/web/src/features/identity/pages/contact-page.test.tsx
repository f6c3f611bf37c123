import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { createSessionState, createSessionUser } from '../../../test/factories.ts';
import { apiError, json, mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const session = () =>
  json(200, createSessionState({ user: createSessionUser({ id: 'jsmith', primary: true }) }));
const entries = (phone: string, email: string, emailPrefs = ['account', 'recovery', 'outage']) => ({
  entries: [
    { id: 1, sendTo: phone, description: '', methodEnabled: true, preferences: ['recovery', 'outage'] },
    { id: 3, sendTo: email, description: 'Home', methodEnabled: true, preferences: emailPrefs },
  ],
});
const saved = entries('5165550101', 'jsmith@coax.example');

async function main() {
  const m = await screen.findByRole('main');
  await within(m).findByRole('heading', { level: 1 });
  return m;
}

describe('/profile/contact', () => {
  it('shows the saved contact, the phone as ddd ddd-dddd, and saves a change', async () => {
    const { callsTo } = mockApi({
      'GET /api/session': session,
      'GET /api/identity/contact': () => json(200, saved),
      'PUT /api/identity/contact': () => json(200, entries('6315550199', 'john@example.com', ['account'])),
    });
    renderApp('/profile/contact');
    const m = await main();
    const email = await within(m).findByLabelText('E-mail address');
    expect(email).toHaveValue('jsmith@coax.example');
    expect(within(m).getByLabelText(/^Mobile phone/)).toHaveValue('516 555-0101');
    fireEvent.change(email, { target: { value: 'john@example.com' } });
    fireEvent.change(within(m).getByLabelText(/^Mobile phone/), { target: { value: '(631) 555-0199' } });
    const emailEntry = within(m).getByRole('group', { name: 'E-mail (contact 3)' });
    expect(within(emailEntry).getByLabelText(/^Description/)).toHaveValue('Home');
    fireEvent.click(within(emailEntry).getByLabelText('Service outage notices'));
    // recovery always goes to the address: said, not offered
    expect(within(emailEntry).queryByLabelText(/recovery/i)).toBeNull();
    expect(within(emailEntry).getByText(/forgotten ids always come here/)).toBeInTheDocument();
    const phoneEntry = within(m).getByRole('group', { name: 'Mobile phone (contact 1)' });
    fireEvent.change(within(phoneEntry).getByLabelText(/^Description/), { target: { value: 'My cell' } });
    fireEvent.click(within(phoneEntry).getByLabelText('Send text messages to this phone'));
    fireEvent.click(within(m).getByRole('button', { name: 'Save contact info' }));
    expect(await within(m).findByText('Your contact info was saved.')).toBeInTheDocument();
    expect(callsTo('PUT /api/identity/contact')[0]?.body).toEqual({
      phone: {
        sendTo: '(631) 555-0199',
        description: 'My cell',
        methodEnabled: false,
        preferences: ['recovery', 'outage'],
      },
      email: {
        sendTo: 'john@example.com',
        description: 'Home',
        methodEnabled: true,
        preferences: ['account', 'recovery'],
      },
    });
    expect(within(emailEntry).getByLabelText('Service outage notices')).not.toBeChecked();
    expect(within(m).getByLabelText(/^Mobile phone/)).toHaveValue('631 555-0199');
  });

  it('refuses a bad phone in Spanish before sending', async () => {
    const { callsTo } = mockApi({
      'GET /api/session': session,
      'GET /api/identity/contact': () => json(200, saved),
    });
    renderApp('/espanol/profile/contact');
    const m = await main();
    fireEvent.change(await within(m).findByLabelText(/^Teléfono móvil/), { target: { value: '123' } });
    fireEvent.click(within(m).getByRole('button', { name: 'Guardar la información de contacto' }));
    expect(
      (await within(m).findAllByText(/Escriba un número de teléfono válido de 10 dígitos\./)).length,
    ).toBeGreaterThan(0);
    expect(callsTo('PUT /api/identity/contact')).toHaveLength(0);
  });

  it('offers a retry when loading fails', async () => {
    let calls = 0;
    mockApi({
      'GET /api/session': session,
      'GET /api/identity/contact': () => (++calls === 1 ? apiError(500, 'INTERNAL', 'x') : json(200, saved)),
    });
    renderApp('/profile/contact');
    const m = await main();
    fireEvent.click(await within(m).findByRole('button', { name: 'Try again' }));
    expect(await within(m).findByLabelText('E-mail address')).toHaveValue('jsmith@coax.example');
  });

  it('asks for the password when the sign-in is old, then saves', async () => {
    let puts = 0;
    mockApi({
      'GET /api/session': session,
      'GET /api/identity/contact': () => json(200, saved),
      'PUT /api/identity/contact': () =>
        ++puts === 1
          ? apiError(401, 'REAUTH_REQUIRED', 'x', { reason: 'session.reauth-required' })
          : json(200, saved),
      'POST /api/session/reauth': session,
    });
    renderApp('/profile/contact');
    const m = await main();
    await within(m).findByLabelText('E-mail address');
    fireEvent.click(within(m).getByRole('button', { name: 'Save contact info' }));
    const password = await within(m).findByLabelText('Password');
    fireEvent.change(password, { target: { value: 'Coax2026demo' } });
    fireEvent.submit(password.closest('form') as HTMLFormElement);
    expect(await within(m).findByText('Your contact info was saved.')).toBeInTheDocument();
  });
});

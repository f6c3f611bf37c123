import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HotspotDevice } from '@coax/contract';
import { createSessionState, createSessionUser } from '../../../test/factories.ts';
import { json, mockApi, type Handlers } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { createWifiUsage } from '../../../test/network-factories.ts';

// The hotspot controls of /internet/wifi: register (with the eligibility check), change, and
// the sign-in codes (seed 002 §7 Wifi: checkEligibility, updateDevice, generateToken,
// sendTokenEmail), with seed 000 §5's MAC rule and seed 002 §5's no-special-character rule.

const PHONE: HotspotDevice = {
  email: 'john@example.com',
  macAddress: 'AA:BB:CC:DD:EE:01',
  name: "John's phone",
  type: 'PHONE',
  registeredBy: 'jsmith',
};
const UPDATE = `POST /api/network/wifi/devices/${encodeURIComponent(PHONE.macAddress)}`;

function mockWifi(handlers: Handlers = {}) {
  return mockApi({
    'GET /api/session': () =>
      json(200, createSessionState({ user: createSessionUser({ primary: true, id: 'jsmith' }) })),
    'GET /api/network/wifi/usage': () => json(200, createWifiUsage(0)),
    'GET /api/network/wifi/devices': () => json(200, { devices: [PHONE], canChange: true }),
    'GET /api/network/wifi/registration': () =>
      json(200, { status: 'REGISTERED', registered: 1, allowed: 10 }),
    'GET /api/network/wifi/device-types': () => json(200, { types: ['PHONE', 'TABLET', 'LAPTOP'] }),
    ...handlers,
  });
}

const refusal = (reason: string, issues: { path: string; reason: string }[] = []) =>
  json(issues.length > 0 ? 400 : 409, {
    error: {
      code: issues.length > 0 ? 'BAD_REQUEST' : 'CONFLICT',
      reason,
      message: 'refused',
      ...(issues.length > 0 ? { issues: issues.map((i) => ({ ...i, message: 'x' })) } : {}),
    },
  });

async function registerForm() {
  return screen.findByRole('form', { name: 'Register a device' });
}

describe('checking whether a device may be registered', () => {
  it('refuses a MAC address that breaks the rule at its field, and asks nothing', async () => {
    const { callsTo } = mockWifi();
    renderApp('/internet/wifi');
    const form = await registerForm();
    const mac = within(form).getByLabelText('MAC address');
    fireEvent.change(mac, { target: { value: '00:1a:2b:zz' } });
    expect(mac).toHaveValue('00:1A:2B');
    fireEvent.click(within(form).getByRole('button', { name: 'Check this device' }));
    expect(
      await within(form).findByText('Please enter a valid MAC address, for example 00:1A:2B:3C:4D:5E.'),
    ).toBeInTheDocument();
    expect(mac).toHaveAttribute('aria-invalid', 'true');
    // The register button applies the same rule before sending.
    fireEvent.click(within(form).getByRole('button', { name: 'Register a device' }));
    expect(callsTo('POST /api/network/wifi/eligibility')).toHaveLength(0);
    expect(callsTo('PUT /api/network/wifi/devices')).toHaveLength(0);
    // Typing again clears the message.
    fireEvent.change(mac, { target: { value: '001a2b3c4d5e' } });
    expect(mac).toHaveValue('00:1A:2B:3C:4D:5E');
    expect(mac).not.toHaveAttribute('aria-invalid');
  });

  it('says a device may be registered, and forgets the answer when the address changes', async () => {
    const { callsTo } = mockWifi({
      'POST /api/network/wifi/eligibility': () => json(200, { eligible: true, why: 'eligible' }),
    });
    renderApp('/internet/wifi');
    const form = await registerForm();
    fireEvent.change(within(form).getByLabelText('MAC address'), { target: { value: '001a2b3c4d5e' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Check this device' }));
    expect(await within(form).findByText('This device can be registered.')).toBeInTheDocument();
    expect(callsTo('POST /api/network/wifi/eligibility')[0]?.body).toEqual({
      macAddress: '00:1A:2B:3C:4D:5E',
    });
    fireEvent.change(within(form).getByLabelText('MAC address'), { target: { value: '001a2b3c4d5f' } });
    expect(within(form).queryByText('This device can be registered.')).not.toBeInTheDocument();
  });

  it.each([
    ['already-registered', 'That device is already registered.'],
    ['limit-reached', 'An account can register at most 10 hotspot devices.'],
  ] as const)('words the answer %s', async (why, words) => {
    mockWifi({ 'POST /api/network/wifi/eligibility': () => json(200, { eligible: false, why }) });
    renderApp('/internet/wifi');
    const form = await registerForm();
    fireEvent.change(within(form).getByLabelText('MAC address'), { target: { value: 'aabbccddee01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Check this device' }));
    expect(await within(form).findByText(words)).toBeInTheDocument();
  });

  it('answers in Spanish', async () => {
    mockWifi({
      'POST /api/network/wifi/eligibility': () => json(200, { eligible: false, why: 'already-registered' }),
    });
    renderApp('/espanol/internet/wifi');
    const form = await screen.findByRole('form', { name: 'Registrar un dispositivo' });
    fireEvent.change(within(form).getByLabelText('Dirección MAC'), { target: { value: 'aabbccddee01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Comprobar este dispositivo' }));
    expect(await within(form).findByText('Ese dispositivo ya está registrado.')).toBeInTheDocument();
  });
});

describe('registering a device', () => {
  it('keeps only the characters the name field allows', async () => {
    const { callsTo } = mockWifi({
      'PUT /api/network/wifi/devices': () => json(200, { devices: [PHONE], canChange: true }),
    });
    renderApp('/internet/wifi');
    const form = await registerForm();
    fireEvent.change(within(form).getByLabelText('Device name'), { target: { value: 'Spare <phone>!' } });
    expect(within(form).getByLabelText('Device name')).toHaveValue('Spare phone');
    fireEvent.change(within(form).getByLabelText('MAC address'), { target: { value: '001a2b3c4d5e' } });
    fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'john@example.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Register a device' }));
    expect(await screen.findByText('The device is registered.')).toBeInTheDocument();
    expect(callsTo('PUT /api/network/wifi/devices')[0]?.body).toEqual({
      name: 'Spare phone',
      macAddress: '00:1A:2B:3C:4D:5E',
      email: 'john@example.com',
      type: 'PHONE',
    });
  });
});

describe('changing a device', () => {
  it("saves a new name and type, keyed by the device's MAC address", async () => {
    const changed = { ...PHONE, name: 'Work phone', type: 'TABLET' as const };
    const { callsTo } = mockWifi({ [UPDATE]: () => json(200, { devices: [changed], canChange: true }) });
    renderApp('/internet/wifi');
    fireEvent.click(await screen.findByRole('button', { name: "Change John's phone" }));
    const dialog = await screen.findByRole('dialog', { name: "Change John's phone" });
    expect(within(dialog).getByText('MAC address AA:BB:CC:DD:EE:01')).toBeInTheDocument();
    const name = within(dialog).getByLabelText('Device name');
    fireEvent.change(name, { target: { value: 'Work phone#' } });
    expect(name).toHaveValue('Work phone');
    fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: 'TABLET' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the device' }));
    expect(await screen.findByText('The device is updated.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(UPDATE)[0]?.body).toEqual({ name: 'Work phone', email: PHONE.email, type: 'TABLET' });
    expect(screen.getByText('Work phone')).toBeInTheDocument();
  });

  it('sends nothing when nothing changed', async () => {
    const { callsTo } = mockWifi();
    renderApp('/internet/wifi');
    fireEvent.click(await screen.findByRole('button', { name: "Change John's phone" }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the device' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(UPDATE)).toHaveLength(0);
  });

  it('shows a refused field at the field, keeps the dialog open, and the list as it was', async () => {
    mockWifi({
      [UPDATE]: () => refusal('network.email', [{ path: 'body.email', reason: 'network.email' }]),
    });
    renderApp('/internet/wifi');
    fireEvent.click(await screen.findByRole('button', { name: "Change John's phone" }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'john@' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the device' }));
    expect(await within(dialog).findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('The device is updated.')).not.toBeInTheDocument();
  });

  it('words a refusal of the whole change in Spanish', async () => {
    mockWifi({
      [UPDATE]: () =>
        json(404, { error: { code: 'NOT_FOUND', reason: 'network.hotspot.not-found', message: 'x' } }),
    });
    renderApp('/espanol/internet/wifi');
    fireEvent.click(await screen.findByRole('button', { name: "Cambiar John's phone" }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Nombre del dispositivo'), { target: { value: 'Otro' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar el dispositivo' }));
    expect(await within(dialog).findByText('Ese dispositivo ya se quitó.')).toBeInTheDocument();
  });

  it('offers no change to a secondary user', async () => {
    mockWifi({ 'GET /api/network/wifi/devices': () => json(200, { devices: [PHONE], canChange: false }) });
    renderApp('/internet/wifi');
    expect(await screen.findByText("John's phone")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Change John's phone" })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show a code' })).not.toBeInTheDocument();
  });
});

describe('sign-in codes', () => {
  it('shows a generated code and when it stops working', async () => {
    const expiresAt = Date.UTC(2026, 10, 20, 16, 0);
    const { callsTo } = mockWifi({
      'POST /api/network/wifi/token': () => json(200, { token: 'K7MPQ2XZ', expiresAt }),
    });
    renderApp('/internet/wifi');
    fireEvent.click(await screen.findByRole('button', { name: 'Show a code' }));
    expect(await screen.findByText('K7MPQ2XZ')).toBeInTheDocument();
    expect(screen.getByText(/^Your code works once, until /)).toBeInTheDocument();
    expect(callsTo('POST /api/network/wifi/token')[0]?.body).toEqual({});
  });

  it('words a refusal to generate one', async () => {
    mockWifi({
      'POST /api/network/wifi/token': () =>
        json(403, { error: { code: 'FORBIDDEN', reason: 'network.not-primary', message: 'x' } }),
    });
    renderApp('/internet/wifi');
    fireEvent.click(await screen.findByRole('button', { name: 'Show a code' }));
    expect(
      await screen.findByText("Only the account's primary holder can change the home network."),
    ).toBeInTheDocument();
  });

  it('e-mails a code once per press, and sends the same key again when retrying a failed press', async () => {
    let calls = 0;
    const { callsTo } = mockWifi({
      'POST /api/network/wifi/token/send': () => {
        calls += 1;
        return calls === 1
          ? json(503, { error: { code: 'UNAVAILABLE', message: 'x' } })
          : json(200, { sentTo: 'john@example.com', expiresAt: Date.UTC(2026, 10, 20, 16, 0) });
      },
    });
    renderApp('/internet/wifi');
    const form = await screen.findByRole('form', { name: 'Or send it by e-mail' });
    fireEvent.change(within(form).getByLabelText('Send the code to'), {
      target: { value: 'john@example.com' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'E-mail a code' }));
    await waitFor(() => expect(callsTo('POST /api/network/wifi/token/send')).toHaveLength(1));
    fireEvent.click(await within(form).findByRole('button', { name: 'E-mail a code' }));
    expect(await within(form).findByText(/^A code is on its way to john@example.com/)).toBeInTheDocument();
    const [first, second] = callsTo('POST /api/network/wifi/token/send');
    expect(first?.headers.get('idempotency-key')).toBeTruthy();
    expect(second?.headers.get('idempotency-key')).toBe(first?.headers.get('idempotency-key'));
  });
});

import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createSessionState, createSessionUser } from '../../../test/factories.ts';
import { apiError, json, mockApi, type Handlers } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  createGateway,
  createNetworkMap,
  createNetworkOverview,
  createWifiUsage,
} from '../../../test/network-factories.ts';

function mockNetwork(handlers: Handlers = {}, primary = true) {
  return mockApi({
    'GET /api/session': () =>
      json(
        200,
        createSessionState({ user: createSessionUser({ primary, id: primary ? 'jsmith' : 'jsmith.kid' }) }),
      ),
    'GET /api/network': () => json(200, createNetworkOverview()),
    'GET /api/network/gateway': () => json(200, createGateway({ canChange: primary })),
    'GET /api/network/wifi/usage': () => json(200, createWifiUsage(300)),
    'GET /api/network/wifi/devices': () => json(200, { devices: [], canChange: primary }),
    'GET /api/network/wifi/registration': () =>
      json(200, { status: 'NOT_REGISTERED', registered: 0, allowed: 10 }),
    'GET /api/network/wifi/device-types': () => json(200, { types: ['PHONE', 'TABLET'] }),
    'GET /api/network/devices': () => json(200, createNetworkMap()),
    'GET /api/network/behind-the-modem': () => json(200, { devices: [] }),
    ...handlers,
  });
}

describe('/internet', () => {
  it('sends a visitor to sign in', async () => {
    mockApi();
    const { currentPath } = renderApp('/internet');
    await waitFor(() => expect(currentPath()).toBe('/login/?referer=/internet&reason=none'));
  });

  it('shows the service, the gateway and links to every page that exists', async () => {
    mockNetwork();
    renderApp('/internet');
    const nav = await screen.findByRole('navigation', { name: 'Manage your network' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/internet/wifi',
      '/internet/router',
      '/internet/port-forwarding',
      '/internet/devices',
      '/internet/premium',
      '/internet/privacy',
      '/internet/spam-filter',
    ]);
    expect(screen.getByText('XB8')).toBeInTheDocument();
  });

  it('offers a retry when the overview fails to load', async () => {
    let calls = 0;
    mockNetwork({
      'GET /api/network': () => {
        calls += 1;
        return calls === 1 ? apiError(500, 'INTERNAL', 'down') : json(200, createNetworkOverview());
      },
    });
    renderApp('/internet');
    fireEvent.click(await screen.findByRole('button', { name: /try again/i }));
    expect(await screen.findByText('XB8')).toBeInTheDocument();
  });
});

describe('/internet/wifi usage', () => {
  it('draws the chart, moves through days by keyboard, and has the table equivalent', async () => {
    mockNetwork();
    renderApp('/internet/wifi');
    const chart = await screen.findByRole('group', { name: 'Data used each day' });
    expect(screen.getByText('Total: 8.8 GB over 30 hours online')).toBeInTheDocument();
    fireEvent.keyDown(chart, { key: 'Home' });
    expect(screen.getByText(/October 22, 2026: 300 MB/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Usage by day' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
  });

  it("says 'No usage in the last thirty days.' when there is none", async () => {
    mockNetwork({ 'GET /api/network/wifi/usage': () => json(200, createWifiUsage(0)) });
    renderApp('/internet/wifi');
    expect(await screen.findByText('No usage in the last thirty days.')).toBeInTheDocument();
  });
});

describe('/internet/router', () => {
  it('renames the 5 GHz network', async () => {
    const { callsTo } = mockNetwork({
      'POST /api/network/gateway/wireless': () =>
        json(200, createGateway({ version: 2, wireless: { ...createGateway().wireless } })),
    });
    renderApp('/internet/router');
    const band5 = await screen.findByRole('group', { name: '5 GHz network' });
    fireEvent.change(within(band5).getByLabelText('Network name'), { target: { value: 'Upstairs<5G>' } });
    expect(within(band5).getByLabelText('Network name')).toHaveValue('Upstairs5G');
    fireEvent.click(screen.getByRole('button', { name: 'Save wireless settings' }));
    await waitFor(() => expect(callsTo('POST /api/network/gateway/wireless')).toHaveLength(1));
    expect(callsTo('POST /api/network/gateway/wireless')[0]?.body).toMatchObject({
      version: 1,
      wireless: { band5: { ssid: 'Upstairs5G' } },
    });
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
  });

  it('shows a refusal at its field, in Spanish', async () => {
    mockNetwork({
      'POST /api/network/gateway/lan': () =>
        json(400, {
          error: {
            code: 'BAD_REQUEST',
            reason: 'network.dhcp.outside-subnet',
            message: 'The DHCP range must be inside the subnet.',
            issues: [{ path: 'body.lan.dhcpEnd', reason: 'network.dhcp.outside-subnet', message: 'x' }],
          },
        }),
    });
    renderApp('/espanol/internet/router');
    const end = await screen.findByLabelText('Última dirección asignada (DHCP)');
    fireEvent.change(end, { target: { value: '10.0.1.20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar la configuración LAN' }));
    expect(await screen.findByText('El rango DHCP debe estar dentro de la subred.')).toBeInTheDocument();
  });

  it('tells the secondary user it may only look', async () => {
    mockNetwork({}, false);
    renderApp('/internet/router');
    expect(await screen.findByText(/Only the account's primary holder/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save wireless settings' })).not.toBeInTheDocument();
  });
});

describe('/internet/devices', () => {
  it('pauses a device until tomorrow and shows when it resumes', async () => {
    const resumesAt = Date.UTC(2026, 10, 21, 7);
    const { callsTo } = mockNetwork({
      'POST /api/network/pauses': () => {
        const map = createNetworkMap();
        const device = map.devices[0];
        return json(200, {
          ...map,
          devices: device
            ? [{ ...device, pause: { id: 'p1', mode: 'until', resumesAt, byGroup: false } }]
            : [],
        });
      },
    });
    renderApp('/internet/devices');
    fireEvent.click(await screen.findByRole('button', { name: "Pause Jamie's tablet" }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Until 7:00 tomorrow')).toBeChecked();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText(/Paused until/)).toBeInTheDocument();
    expect(callsTo('POST /api/network/pauses')[0]?.body).toMatchObject({
      target: { deviceId: 'dev-1' },
      mode: 'until',
    });
    expect(screen.getByRole('button', { name: "Resume Jamie's tablet" })).toBeInTheDocument();
  });
});

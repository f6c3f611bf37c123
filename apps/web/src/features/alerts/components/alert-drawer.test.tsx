import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { ALERT_DRAWER_COOKIE, parseDrawerCookie } from '@coax/domain';
import { readCookie, writeCookie } from '../../../lib/cookies.ts';
import { json, mockApi } from '../../../test/fetch-mock.ts';
import { createSessionState } from '../../../test/factories.ts';
import { createAlertView, createAlertsResponse } from '../test-data.ts';
import { renderWidget } from '../test-render.tsx';
import { resetAlertDialogs } from '../alert-dialog-queue.ts';
import { AlertDrawer } from './alert-drawer.tsx';

// The dialog queue is page-wide; each test starts with an empty one.
afterEach(resetAlertDialogs);

const three = [
  createAlertView({ id: 'a', title: 'First alert' }),
  createAlertView({ id: 'b', title: 'Second alert', type: 'success' }),
  createAlertView({ id: 'c', title: 'Third alert', type: 'minor' }),
];

function serve(alerts = three) {
  return mockApi({ 'GET /api/alerts': () => json(200, createAlertsResponse(alerts)) });
}
const drawer = () => screen.getByRole('region', { name: 'Alerts' });
/** Until opened the drawer is one row; the tests of its card open it first. */
async function openDrawer(user: ReturnType<typeof renderWidget>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Open alerts' }));
}
const storedCookie = () => parseDrawerCookie(readCookie(ALERT_DRAWER_COOKIE));

describe('alert drawer (seed 000 §4)', () => {
  it("shows one alert at a time with 'n of total', and next rotates through them", async () => {
    serve();
    const { user } = renderWidget(<AlertDrawer />);
    await openDrawer(user);
    expect(await screen.findByRole('heading', { name: 'First alert' })).toBeInTheDocument();
    expect(drawer()).toHaveTextContent('1 of 3');
    expect(screen.queryByText('Second alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next alert' }));
    expect(screen.getByRole('heading', { name: 'Second alert' })).toBeInTheDocument();
    expect(drawer()).toHaveTextContent('2 of 3');
    await user.click(screen.getByRole('button', { name: 'Next alert' }));
    await user.click(screen.getByRole('button', { name: 'Next alert' }));
    expect(screen.getByRole('heading', { name: 'First alert' })).toBeInTheDocument();
  });

  it('removing shows the next one; removing the last closes the drawer and stores the closed cookie', async () => {
    serve();
    const { user } = renderWidget(<AlertDrawer />);
    await openDrawer(user);
    await screen.findByRole('heading', { name: 'First alert' });
    await user.click(screen.getByRole('button', { name: 'Remove alert' }));
    expect(screen.getByRole('heading', { name: 'Second alert' })).toBeInTheDocument();
    expect(drawer()).toHaveTextContent('1 of 2');
    await user.click(screen.getByRole('button', { name: 'Remove alert' }));
    expect(drawer()).toHaveTextContent('1 of 1');
    expect(screen.queryByRole('button', { name: 'Next alert' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove alert' }));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('All alerts removed.');
    expect(storedCookie()).toEqual({ ids: ['a', 'b', 'c'], removed: ['a', 'b', 'c'], closed: true });
    // Nothing left to show, so focus moves on to the page rather than being lost.
    expect(document.activeElement?.id).toBe('main');
  });

  it('stays closed on the next page when the alerts are the same set, in any order', async () => {
    writeCookie(ALERT_DRAWER_COOKIE, JSON.stringify({ i: ['c', 'b', 'a'], r: ['a', 'b', 'c'], c: 1 }), 3600);
    serve();
    renderWidget(<AlertDrawer />);
    await act(async () => {});
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('opens again when the set of alert ids differs from the stored ids', async () => {
    writeCookie(ALERT_DRAWER_COOKIE, JSON.stringify({ i: ['a', 'b'], r: ['a', 'b'], c: 1 }), 3600);
    serve();
    renderWidget(<AlertDrawer />);
    expect(await screen.findByRole('button', { name: 'Open alerts' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(drawer()).toHaveTextContent('First alert');
    expect(drawer()).toHaveTextContent('1 of 3');
  });

  it('hides on request, keeps that across pages, and shows again from its handle', async () => {
    serve();
    const { user, unmount } = renderWidget(<AlertDrawer />);
    await openDrawer(user);
    await screen.findByRole('heading', { name: 'First alert' });
    await user.click(screen.getByRole('button', { name: 'Hide alerts' }));
    const show = screen.getByRole('button', { name: 'Show 3 alerts' });
    expect(show).toHaveFocus();
    unmount();

    renderWidget(<AlertDrawer />);
    const again = await screen.findByRole('button', { name: 'Show 3 alerts' });
    await user.click(again);
    expect(screen.getByRole('heading', { name: 'First alert' })).toBeInTheDocument();
  });

  it("writes account alerts in the page's language, with the amount", async () => {
    const balance = createAlertView({
      id: 'account:balanceDue',
      source: 'account',
      code: 'balanceDue',
      title: '$142.87 is due at this time.',
      summary: 'Please make your payment to avoid any interruption of services.',
      type: 'minorWarning',
      amountCents: 14287,
      ctas: [{ label: 'Pay now', href: '/pay-bill/' }],
    });
    mockApi({ 'GET /api/alerts': () => json(200, createAlertsResponse([balance])) });
    const { user } = renderWidget(<AlertDrawer />, '/espanol/home');
    await user.click(await screen.findByRole('button', { name: 'Abrir alertas' }));
    const amount = new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' }).format(142.87);
    expect(
      await screen.findByRole('heading', { name: `Debe pagar ${amount} en este momento.` }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Por favor, realice su pago para evitar cualquier interrupción de los servicios.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pagar ahora' })).toHaveAttribute('href', '/espanol/pay-bill/');
  });

  it('asks for alerts in the page language, and for the preview when the address says cms_mode=preview', async () => {
    const { callsTo } = serve();
    renderWidget(<AlertDrawer />, '/espanol/home?cms_mode=preview');
    await screen.findByRole('button', { name: 'Abrir alertas' });
    const query = callsTo('GET /api/alerts')[0]?.url.searchParams;
    expect(query?.get('lang')).toBe('es');
    expect(query?.get('cms_mode')).toBe('preview');
  });

  it('says when the server granted the preview', async () => {
    mockApi({ 'GET /api/alerts': () => json(200, createAlertsResponse(three, { preview: true })) });
    renderWidget(<AlertDrawer />, '/home?cms_mode=preview');
    expect(await screen.findByText('Preview: date and language checks are off.')).toBeInTheDocument();
  });

  it('fetches again for the signed-in user', async () => {
    const { callsTo } = mockApi({
      'GET /api/session': () => json(200, createSessionState()),
      'GET /api/alerts': () => json(200, createAlertsResponse(three)),
    });
    renderWidget(<AlertDrawer />);
    await screen.findByRole('button', { name: 'Open alerts' });
    expect(callsTo('GET /api/alerts')).toHaveLength(1);
  });

  it('shows nothing when there are no alerts or the call fails (seed 000 §8)', async () => {
    mockApi({ 'GET /api/alerts': () => json(500, { error: { code: 'INTERNAL', message: 'boom' } }) });
    const { container } = renderWidget(<AlertDrawer />);
    await act(async () => {});
    expect(within(container).queryByRole('region')).not.toBeInTheDocument();
  });

  it('opens the longer message in a dialog and returns focus when it closes', async () => {
    serve([createAlertView({ id: 'long', title: 'Storm watch', message: 'Full details of the storm.' })]);
    const { user } = renderWidget(<AlertDrawer />);
    await openDrawer(user);
    const more = await screen.findByRole('button', { name: 'Read more: Storm watch' });
    await user.click(more);
    const dialog = await screen.findByRole('dialog', { name: 'Storm watch' });
    expect(dialog).toHaveTextContent('Full details of the storm.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(more).toHaveFocus();
  });
});

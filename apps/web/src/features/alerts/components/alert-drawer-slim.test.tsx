import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { json, mockApi } from '../../../test/fetch-mock.ts';
import { createAlertView, createAlertsResponse } from '../test-data.ts';
import { renderWidget } from '../test-render.tsx';
import { resetAlertDialogs } from '../alert-dialog-queue.ts';
import { AlertDrawer } from './alert-drawer.tsx';
import { AlertBanners } from './alert-banners.tsx';

// Issue 14: an alert set takes one slim row until opened, so the page's task comes first; the
// seed's rules (order, 'n of total', next, remove) hold once it is open.
afterEach(resetAlertDialogs);

const two = [
  createAlertView({ id: 'a', title: 'Get outage updates by text', summary: 'Add a mobile number.' }),
  createAlertView({ id: 'b', title: 'Second alert', type: 'success' }),
];

describe('the slim alert row', () => {
  it("shows the first alert's title and 'n of total' in one row, with no card or buttons until opened", async () => {
    mockApi({ 'GET /api/alerts': () => json(200, createAlertsResponse(two)) });
    renderWidget(<AlertDrawer />);
    const open = await screen.findByRole('button', { name: 'Open alerts' });
    const region = screen.getByRole('region', { name: 'Alerts' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(within(region).getByText('Get outage updates by text')).toHaveAttribute(
      'title',
      'Get outage updates by text',
    );
    expect(region).toHaveTextContent('1 of 2');
    expect(region).not.toHaveTextContent('Add a mobile number.');
    expect(screen.queryByRole('button', { name: 'Next alert' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('opens and closes from the keyboard, the control saying whether it is open', async () => {
    mockApi({ 'GET /api/alerts': () => json(200, createAlertsResponse(two)) });
    const { user } = renderWidget(<AlertDrawer />);
    const open = await screen.findByRole('button', { name: 'Open alerts' });
    await user.tab();
    expect(open).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Get outage updates by text' })).toBeInTheDocument();
    expect(screen.getByText('Add a mobile number.')).toBeInTheDocument();
    const less = screen.getByRole('button', { name: 'Show less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    expect(less).toHaveFocus();
    expect(document.getElementById(less.getAttribute('aria-controls') ?? '')).toContainElement(
      screen.getByRole('button', { name: 'Next alert' }),
    );

    // Next moves on and the count follows; the row shows the alert now current when closed again.
    await user.click(screen.getByRole('button', { name: 'Next alert' }));
    expect(screen.getByRole('heading', { name: 'Second alert' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Alerts' })).toHaveTextContent('2 of 2');
    less.focus();
    await user.keyboard(' ');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open alerts' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('region', { name: 'Alerts' })).toHaveTextContent('Second alert');
  });

  it('opens straight to the card when hidden alerts are shown again', async () => {
    mockApi({ 'GET /api/alerts': () => json(200, createAlertsResponse(two)) });
    const { user } = renderWidget(<AlertDrawer />);
    await user.click(await screen.findByRole('button', { name: 'Open alerts' }));
    await user.click(screen.getByRole('button', { name: 'Hide alerts' }));
    await user.click(screen.getByRole('button', { name: 'Show 2 alerts' }));
    expect(screen.getByRole('heading', { name: 'Get outage updates by text' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('the one-line banner', () => {
  it('keeps the whole line in its title and opens it with Read more when the alert has no longer message', async () => {
    const line = 'Every channel in your TV package now streams in the TV app, at home and away.';
    mockApi({
      'GET /api/alerts': () =>
        json(
          200,
          createAlertsResponse([
            createAlertView({ id: 'app', type: 'success', title: 'TV app', primaryMessage: line }),
          ]),
        ),
    });
    const { user } = renderWidget(<AlertBanners />);
    const region = await screen.findByRole('region', { name: 'Announcements' });
    expect(within(region).getByTitle(`Good news: ${line}`)).toHaveTextContent(`Good news: ${line}`);
    await user.click(within(region).getByRole('button', { name: 'Read more: TV app' }));
    // The dialog's code loads when it is first opened.
    expect(await screen.findByRole('dialog', { name: 'TV app' })).toHaveTextContent(`Good news: ${line}`);
  });
});

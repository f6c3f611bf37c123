import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app.tsx';
import { json, mockApi } from '../../test/fetch-mock.ts';
import { createSessionState } from '../../test/factories.ts';
import { createAlertView, createAlertsResponse } from '../../features/alerts/test-data.ts';
import { createOutageStatus } from '../../features/outage/test-data.ts';

// The shell, not each page, mounts the operator's banners and the alert drawer under the header,
// and the header carries a signed-in subscriber's service status (seed 000 §3 Alert, §4).
describe('the shell mounts the alerts and the service status', () => {
  it("puts an operator's banner and the drawer on a page that knows nothing of alerts", async () => {
    mockApi({
      'GET /api/alerts': () =>
        json(
          200,
          createAlertsResponse([
            createAlertView({
              id: 'app',
              type: 'success',
              title: 'TV app',
              primaryMessage: 'Every channel now streams.',
            }),
          ]),
        ),
    });
    renderApp('/pages/transition-tv.html');
    const banners = await screen.findByRole('region', { name: 'Announcements' });
    expect(banners).toHaveTextContent('Good news: Every channel now streams.');
    expect(
      within(screen.getByRole('main')).queryByText('Every channel now streams.'),
    ).not.toBeInTheDocument();
  });

  it("shows a signed-in subscriber's service status in the header", async () => {
    mockApi({
      'GET /api/session': () => json(200, createSessionState()),
      'GET /api/outage/status': () => json(200, createOutageStatus({ status: 'OUTAGE_ON_ACCOUNT' })),
    });
    renderApp('/pages/transition-tv.html');
    const header = screen.getByRole('banner');
    expect(
      await within(header).findByRole('link', { name: 'Service status: Service outage' }),
    ).toHaveAttribute('href', '/support/outage/');
  });
});

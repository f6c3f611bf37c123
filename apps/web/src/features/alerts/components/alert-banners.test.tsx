import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { json, mockApi } from '../../../test/fetch-mock.ts';
import { createAlertView, createAlertsResponse } from '../test-data.ts';
import { renderWidget } from '../test-render.tsx';
import { AlertBanners } from './alert-banners.tsx';

describe('alert banners', () => {
  it('shows a banner for each alert with a primary message, its type in words and a link', async () => {
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
              link: '/tv',
            }),
            createAlertView({ id: 'plain', title: 'No banner for this one' }),
          ]),
        ),
    });
    renderWidget(<AlertBanners />);
    const region = await screen.findByRole('region', { name: 'Announcements' });
    expect(region).toHaveTextContent('Good news: Every channel now streams.');
    expect(screen.getByRole('link', { name: 'Learn more: TV app' })).toHaveAttribute('href', '/tv');
    expect(region).not.toHaveTextContent('No banner for this one');
  });

  it("shows seed 002's outage banner when the service status could not be read", async () => {
    mockApi({
      'GET /api/alerts': () =>
        json(200, createAlertsResponse([], { outage: { status: 'ERROR', href: '/support/outage/' } })),
    });
    renderWidget(<AlertBanners />);
    expect(
      await screen.findByText('Your service status is not available at this time. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('shows nothing when no alert has a banner', async () => {
    mockApi({ 'GET /api/alerts': () => json(200, createAlertsResponse([createAlertView()])) });
    renderWidget(<AlertBanners />);
    await act(async () => {});
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('never turns an operator link into script', async () => {
    mockApi({
      'GET /api/alerts': () =>
        json(
          200,
          createAlertsResponse([createAlertView({ primaryMessage: 'Call us', link: 'tel:18005550199' })]),
        ),
    });
    renderWidget(<AlertBanners />);
    expect(await screen.findByRole('link', { name: 'Learn more: Storm watch' })).toHaveAttribute(
      'href',
      'tel:18005550199',
    );
  });
});

import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { browserNavigation } from '../../../lib/browser-navigation.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { apiError, json, mockApi } from '../../../test/fetch-mock.ts';
import { createSearchHit } from '../../../test/faq-factories.ts';

const results = (hits = [createSearchHit()], more = false) =>
  json(200, { category: 'all-site', term: 'bill', results: hits, more });

describe('search page /search/#/{category}/{term}', () => {
  it('shows all-site results: pages and FAQ answers, with links', async () => {
    const { callsTo } = mockApi({
      'GET /api/search': () =>
        results([
          createSearchHit(),
          createSearchHit({
            kind: 'faq',
            title: 'How do I pay my bill online?',
            path: '/FAQ#/answers/a_id/2501',
          }),
        ]),
    });
    renderApp('/search/#/all-site/pay%20bill');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Results for “pay bill”' });
    expect(await within(section).findByRole('link', { name: 'Pay bill' })).toHaveAttribute(
      'href',
      '/pay-bill/',
    );
    expect(within(section).getByRole('link', { name: 'How do I pay my bill online?' })).toHaveAttribute(
      'href',
      '/FAQ#/answers/a_id/2501',
    );
    expect(within(section).getByText('2 results')).toBeInTheDocument();
    const asked = callsTo('GET /api/search')[0]!.url.searchParams;
    expect(Object.fromEntries(asked)).toEqual({ category: 'all-site', term: 'pay bill', lang: 'opt' });
    // the form holds the search so it can be refined
    expect(within(screen.getByRole('main')).getByRole('searchbox', { name: 'Search for' })).toHaveValue(
      'pay bill',
    );
  });

  it('passes the support search flag on, and offers it as a phrase switch', async () => {
    const { callsTo } = mockApi({ 'GET /api/search': () => results() });
    renderApp('/search/#/support/wifi%20name/true');
    await screen.findByRole('region', { name: 'Results for “wifi name”' });
    await waitFor(() => expect(callsTo('GET /api/search')).toHaveLength(1));
    expect(callsTo('GET /api/search')[0]!.url.searchParams.get('exact')).toBe('true');
    expect(callsTo('GET /api/search')[0]!.url.searchParams.get('category')).toBe('support');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('checkbox', { name: 'Match the exact phrase' })).toBeChecked();
  });

  it('refines a search from the page, back into the address', async () => {
    mockApi({ 'GET /api/search': () => results() });
    const { user, currentPath } = renderApp('/search/#/support/wifi');
    const main = await screen.findByRole('main');
    const box = await within(main).findByRole('searchbox', { name: 'Search for' });
    await user.clear(box);
    await user.type(box, 'router');
    await user.click(within(main).getByRole('checkbox', { name: 'Match the exact phrase' }));
    await user.click(within(main).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(currentPath()).toBe('/search/#/support/router/true'));
  });

  it('says when nothing matched, and points to the FAQ', async () => {
    mockApi({ 'GET /api/search': () => results([]) });
    renderApp('/search/#/all-site/zebra');
    expect(await screen.findByText('No results for “zebra”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the frequently asked questions' })).toHaveAttribute(
      'href',
      '/FAQ',
    );
  });

  it('says when there are more results than shown', async () => {
    mockApi({ 'GET /api/search': () => results([createSearchHit()], true) });
    renderApp('/search/#/all-site/account');
    expect(
      await screen.findByText('Showing the first 20 results. Add words to narrow your search.'),
    ).toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    let fail = true;
    mockApi({ 'GET /api/search': () => (fail ? apiError(500, 'INTERNAL', 'boom') : results()) });
    const { user } = renderApp('/search/#/all-site/bill');
    expect(await screen.findByText('We could not search right now. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Pay bill' })).toBeInTheDocument();
  });

  it('hands a tvOnDemand search to the on-demand search', async () => {
    const { callsTo } = mockApi({
      'GET /api/vod/search': () =>
        json(200, {
          status: 'SUCCESS',
          term: 'the news',
          phrase: false,
          titles: [],
          more: false,
          next: null,
          people: [],
          genres: [],
        }),
    });
    const { currentPath } = renderApp('/search/#/tvOnDemand/the%20news');
    await waitFor(() => expect(currentPath()).toBe('/tv/on-demand/#/search/the%20news'));
    // the on-demand page runs the search; the site search is not asked
    await waitFor(() =>
      expect(callsTo('GET /api/vod/search')[0]?.url.searchParams.get('q')).toBe('the news'),
    );
    expect(callsTo('GET /api/search')).toHaveLength(0);
  });

  it('sends a google search to the configured web-search address, replacing this page', async () => {
    const replace = vi.spyOn(browserNavigation, 'replace').mockImplementation(() => {});
    mockApi();
    renderApp('/search/#/google/a%26b%20c');
    expect(await screen.findByText('Taking you to a web search for “a&b c”…')).toBeInTheDocument();
    await waitFor(() => expect(replace).toHaveBeenCalledWith('https://search.example.test/?q=a%26b%20c'));
  });

  it('offers the form alone when the address names no search', async () => {
    const { callsTo } = mockApi();
    renderApp('/search/');
    expect(
      await screen.findByText('Search this site and our answers, TV On Demand, or the web.'),
    ).toBeInTheDocument();
    expect(callsTo('GET /api/search')).toHaveLength(0);
  });

  it('searches in Spanish under /espanol', async () => {
    const { callsTo } = mockApi({
      'GET /api/search': () => results([createSearchHit({ title: 'Pagar factura' })]),
    });
    renderApp('/espanol/search/#/all-site/factura');
    expect(await screen.findByRole('heading', { level: 1, name: 'Búsqueda' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Pagar factura' })).toHaveAttribute(
      'href',
      '/espanol/pay-bill/',
    );
    expect(screen.getByText('1 resultado')).toBeInTheDocument();
    expect(callsTo('GET /api/search')[0]!.url.searchParams.get('lang')).toBe('esp');
  });
});

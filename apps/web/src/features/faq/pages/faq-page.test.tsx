import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app.tsx';
import { apiError, json, mockApi } from '../../../test/fetch-mock.ts';
import { createFaqAnswer, createFaqAnswerSummary } from '../../../test/faq-factories.ts';

const list = (answers = [createFaqAnswerSummary()], more = false) =>
  json(200, { language: 'opt', answers, more });
const main = () => screen.getByRole('main');

describe('FAQ home /FAQ', () => {
  it('shows the most asked answers and every topic to browse', async () => {
    mockApi({
      'GET /api/faq/answers': () =>
        list([
          createFaqAnswerSummary({ id: 2501, title: 'How do I pay my bill online?' }),
          createFaqAnswerSummary(),
        ]),
    });
    renderApp('/FAQ');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeInTheDocument();
    const popular = await screen.findByRole('list', { name: 'Most asked' });
    expect(within(popular).getByRole('link', { name: 'How do I pay my bill online?' })).toHaveAttribute(
      'href',
      '/FAQ#/answers/a_id/2501',
    );
    const topics = await screen.findByRole('region', { name: 'Browse by topic' });
    expect(within(topics).getByRole('link', { name: 'TV' })).toHaveAttribute('href', '/FAQ#/list/p/2');
    expect(within(topics).getByRole('link', { name: 'DVR and recordings' })).toHaveAttribute(
      'href',
      '/FAQ#/list/p/2&22',
    );
  });
});

describe('FAQ search form', () => {
  it("opens the chosen product's list when no keyword is given (seed 000 §2)", async () => {
    const { callsTo } = mockApi({ 'GET /api/faq/answers': () => list() });
    const { user, currentPath } = renderApp('/FAQ');
    const form = await within(await screen.findByRole('main')).findByRole('form', {
      name: 'Search the answers',
    });
    await waitFor(() => expect(within(form).getByRole('option', { name: 'TV' })).toBeInTheDocument());
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Product' }), '2');
    await user.click(within(form).getByRole('button', { name: 'Find answers' }));
    await waitFor(() => expect(currentPath()).toBe('/FAQ#/list/p/2'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Answers about TV' })).toBeInTheDocument();
    await waitFor(() =>
      expect(Object.fromEntries(callsTo('GET /api/faq/answers').at(-1)!.url.searchParams)).toEqual({
        lang: 'opt',
        product: '2',
      }),
    );
  });

  it('asks for a keyword when neither a product nor a keyword is given', async () => {
    mockApi({ 'GET /api/faq/answers': () => list() });
    const { user, currentPath } = renderApp('/FAQ');
    const form = await within(await screen.findByRole('main')).findByRole('form', {
      name: 'Search the answers',
    });
    await user.click(within(form).getByRole('button', { name: 'Find answers' }));
    expect(await within(form).findByText('Enter a word or phrase to search for.')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/FAQ'));
  });
});

describe('FAQ list /FAQ#/list/…', () => {
  it('searches by keyword (the footer and header route /FAQ#/list/kw/{term})', async () => {
    const { callsTo } = mockApi({ 'GET /api/faq/answers': () => list() });
    renderApp('/FAQ#/list/kw/dvr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Answers for “dvr”' })).toBeInTheDocument();
    expect(
      await within(main()).findByRole('link', { name: /DVR is not included in my plan/ }),
    ).toHaveAttribute('href', '/FAQ#/answers/a_id/2580');
    expect(Object.fromEntries(callsTo('GET /api/faq/answers')[0]!.url.searchParams)).toEqual({
      lang: 'opt',
      q: 'dvr',
    });
  });

  it('narrows to a product and category, naming the topic', async () => {
    const { callsTo } = mockApi({ 'GET /api/faq/answers': () => list() });
    renderApp('/FAQ#/list/p/2&22/kw/record');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Answers for “record” about DVR and recordings' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(Object.fromEntries(callsTo('GET /api/faq/answers').at(-1)!.url.searchParams)).toEqual({
        lang: 'opt',
        product: '2',
        category: '22',
        q: 'record',
      }),
    );
    // the search form holds the same search
    const form = within(main()).getByRole('form', { name: 'Search the answers' });
    expect(within(form).getByRole('combobox', { name: 'Product' })).toHaveValue('2');
    expect(within(form).getByRole('combobox', { name: 'Category' })).toHaveValue('22');
    expect(within(form).getByRole('searchbox', { name: 'Keyword' })).toHaveValue('record');
  });

  it('says when no answer matches', async () => {
    mockApi({ 'GET /api/faq/answers': () => list([]) });
    renderApp('/FAQ#/list/kw/zebra');
    expect(await screen.findByText('No answers match “zebra”.')).toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    let fail = true;
    mockApi({ 'GET /api/faq/answers': () => (fail ? apiError(500, 'INTERNAL', 'boom') : list()) });
    const { user } = renderApp('/FAQ#/list/kw/dvr');
    expect(await screen.findByText('We could not load the answers. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(main()).findByRole('link', { name: /DVR is not included/ })).toBeInTheDocument();
  });

  it('moves to an answer from the list and focuses its heading', async () => {
    mockApi({
      'GET /api/faq/answers': () => list(),
      'GET /api/faq/answers/2580': () => json(200, createFaqAnswer()),
    });
    const { user, currentPath } = renderApp('/FAQ#/list/kw/dvr');
    await user.click(
      await within(await screen.findByRole('main')).findByRole('link', {
        name: /DVR is not included in my plan/,
      }),
    );
    await waitFor(() => expect(currentPath()).toBe('/FAQ#/answers/a_id/2580'));
    const heading = await screen.findByRole('heading', { level: 1, name: /DVR is not included in my plan/ });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});

describe('FAQ answer /FAQ#/answers/a_id/{id}', () => {
  it('shows answer 2580 with its topic, lists and in-app links', async () => {
    mockApi({ 'GET /api/faq/answers/2580': () => json(200, createFaqAnswer()) });
    renderApp('/FAQ#/answers/a_id/2580');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "Why can't I record shows? DVR is not included in my plan",
      }),
    ).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Topic' });
    expect(within(crumbs).getByRole('link', { name: 'DVR and recordings' })).toHaveAttribute(
      'href',
      '/FAQ#/list/p/2&22',
    );
    // "- " lines are a list
    expect(within(main()).getByText('Call us at 1-800-555-0100.').closest('li')).not.toBeNull();
    expect(within(main()).getByRole('link', { name: 'DVR' })).toHaveAttribute('href', '/tv/dvr/#/scheduled');
    expect(within(main()).getByText('Last reviewed January 8, 2025')).toBeInTheDocument();
  });

  it('says when an answer does not exist', async () => {
    mockApi({ 'GET /api/faq/answers/1': () => apiError(404, 'NOT_FOUND', 'We could not find that answer.') });
    renderApp('/FAQ#/answers/a_id/1');
    expect(
      await screen.findByText('We could not find that answer. It may have been removed.'),
    ).toBeInTheDocument();
    expect(within(main()).getByRole('link', { name: 'All questions' })).toHaveAttribute('href', '/FAQ');
  });

  it('reads the answer in Spanish under /espanol', async () => {
    const { callsTo } = mockApi({
      'GET /api/faq/answers/2580': () =>
        json(
          200,
          createFaqAnswer({
            language: 'esp',
            title: '¿Por qué no puedo grabar programas? Mi plan no incluye DVR',
          }),
        ),
    });
    renderApp('/espanol/FAQ#/answers/a_id/2580');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: '¿Por qué no puedo grabar programas? Mi plan no incluye DVR',
      }),
    ).toBeInTheDocument();
    expect(callsTo('GET /api/faq/answers/2580')[0]!.url.searchParams.get('lang')).toBe('esp');
    expect(within(main()).getByRole('link', { name: 'Todas las preguntas' })).toHaveAttribute(
      'href',
      '/espanol/FAQ',
    );
  });
});

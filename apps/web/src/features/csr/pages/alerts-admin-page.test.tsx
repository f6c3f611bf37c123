import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperatorAlert } from '@coax/contract';
import { DAY_MS } from '@coax/domain';
import { renderApp } from '../../../test/render-app.tsx';
import { apiError, json, mockApi, type MockRequest } from '../../../test/fetch-mock.ts';
import { createSessionState } from '../../../test/factories.ts';

const agent = { id: 'agent1', name: 'Alex Agent' };
const agentSession = () => json(200, createSessionState({ agent, user: null }));

function operatorAlert(overrides: Partial<OperatorAlert> = {}): OperatorAlert {
  return {
    id: 'summer-offer',
    title: 'Summer offer',
    summary: 'Faster internet for less.',
    message: null,
    type: 'success',
    language: 'all',
    regions: [],
    corpIds: [],
    link: null,
    source: null,
    primaryMessage: null,
    priority: 3,
    actionAlert: false,
    ctas: [{ label: 'See offers', href: '/upgrades' }],
    icon: null,
    img: null,
    published: true,
    publishAt: Date.now() - 3_600_000,
    expiresAt: null,
    updatedAt: Date.now() - 60_000,
    updatedBy: 'agent2',
    ...overrides,
  };
}

/** An alerts store in memory behind GET and PUT /api/alerts/admin, as the server keeps it. */
function alertsStore(initial: OperatorAlert[]) {
  let alerts = [...initial];
  return {
    'GET /api/session': agentSession,
    'GET /api/alerts/admin': () => json(200, { alerts }),
    'PUT /api/alerts/admin': (request: MockRequest) => {
      const { id, alert } = request.body as { id: string; alert: Omit<OperatorAlert, 'id'> };
      const created = !alerts.some((a) => a.id === id);
      const saved: OperatorAlert = {
        ...alert,
        id,
        publishAt: alert.publishAt ?? Date.now(),
        updatedAt: Date.now(),
        updatedBy: 'agent1',
      };
      alerts = [saved, ...alerts.filter((a) => a.id !== id)];
      return json(200, { alert: saved, created });
    },
  };
}

describe('operator alerts screen', () => {
  it('is only for agents', async () => {
    mockApi({ 'GET /api/session': () => json(200, createSessionState()) });
    renderApp('/csr/alerts/');
    expect(await screen.findByText('This page is only for customer-service agents.')).toBeInTheDocument();
  });

  it('sends a visitor to sign in', async () => {
    mockApi();
    const { currentPath } = renderApp('/csr/alerts/');
    await waitFor(() => expect(currentPath()).toBe('/login/?referer=/csr/alerts/&reason=none'));
  });

  it('is linked from the agent desk', async () => {
    mockApi({ ...alertsStore([]), 'GET /api/csr/audit': () => json(200, { entries: [], nextCursor: null }) });
    const { user, currentPath } = renderApp('/csr/');
    await user.click(await screen.findByRole('link', { name: 'Operator alerts' }));
    await waitFor(() => expect(currentPath()).toBe('/csr/alerts/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Operator alerts' })).toBeInTheDocument();
  });

  it('lists every alert with where it stands, and offers the preview', async () => {
    mockApi(
      alertsStore([
        operatorAlert(),
        operatorAlert({ id: 'draft-one', title: 'Price change', published: false, type: null }),
        operatorAlert({ id: 'later', title: 'Maintenance', publishAt: Date.now() + DAY_MS }),
        operatorAlert({ id: 'gone', title: 'Old storm', expiresAt: Date.now() - 1000 }),
      ]),
    );
    renderApp('/csr/alerts/');
    const table = await screen.findByRole('table', { name: 'Every operator alert, latest change first' });
    const row = (title: string) => within(table).getByRole('row', { name: new RegExp(title) });
    expect(row('Summer offer')).toHaveTextContent('Live');
    expect(row('Price change')).toHaveTextContent('Draft');
    expect(row('Price change')).toHaveTextContent('none (shown as major)');
    expect(row('Maintenance')).toHaveTextContent('Scheduled');
    expect(row('Old storm')).toHaveTextContent('Expired');
    expect(
      within(row('Summer offer')).getByRole('button', { name: 'Edit Summer offer' }),
    ).toBeInTheDocument();

    const preview = screen.getByRole('link', { name: 'Preview the alerts (opens in a new tab)' });
    expect(preview).toHaveAttribute('href', '/home?cms_mode=preview');
    expect(preview).toHaveAttribute('target', '_blank');
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    mockApi({
      'GET /api/session': agentSession,
      'GET /api/alerts/admin': () => (fail ? apiError(500, 'INTERNAL', 'boom') : json(200, { alerts: [] })),
    });
    const { user } = renderApp('/csr/alerts/');
    expect(await screen.findByText('The alerts could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('There are no operator alerts yet.')).toBeInTheDocument();
  });

  it('creates an alert with every field, buttons added and removed', async () => {
    const store = alertsStore([]);
    const { callsTo } = mockApi(store);
    const { user } = renderApp('/csr/alerts/');
    await user.click(await screen.findByRole('button', { name: 'New alert' }));
    const editor = screen.getByRole('region', { name: 'New alert' });
    expect(within(editor).getByRole('heading', { name: 'New alert' })).toHaveFocus();
    const field = (name: string | RegExp) => within(editor).getByLabelText(name);

    await user.type(field('Alert ID'), 'ice-storm');
    await user.type(field('Title'), 'Ice storm warning');
    await user.type(field('Summary'), 'Crews are standing by.');
    await user.type(field('Full message (optional)'), 'Stay safe.');
    await user.selectOptions(field('Type'), 'minorWarning');
    await user.type(field('Priority (optional)'), '1');
    await user.click(field('Action alert (shown before all others)'));
    await user.type(field('Link (optional)'), '/support/outage/');
    await user.type(field('Source (optional)'), 'NOC');
    await user.type(field('Banner text (optional)'), 'Ice storm tonight');
    await user.type(field('Icon name (optional)'), 'storm');
    await user.type(field('Image address (optional)'), '/img/storm.png');

    await user.click(within(editor).getByRole('button', { name: 'Add a button' }));
    expect(field('Button 1 text')).toHaveFocus();
    await user.type(field('Button 1 text'), 'Remove me');
    await user.type(field('Button 1 address'), '/nowhere');
    await user.click(within(editor).getByRole('button', { name: 'Add a button' }));
    await user.type(field('Button 2 text'), 'Check outages');
    await user.type(field('Button 2 address'), '/support/outage/');
    await user.click(within(editor).getByRole('button', { name: 'Remove button 1' }));
    expect(field('Button 1 text')).toHaveValue('Check outages');
    expect(field('Button 1 text')).toHaveFocus();

    await user.type(field('Regions (optional)'), 'long-island, bronx');
    await user.type(field('Corp IDs (optional)'), '7702,7704');
    await user.selectOptions(field('Language'), 'es');
    fireEvent.change(field('Show from (optional)'), { target: { value: '2030-01-15T08:00' } });
    fireEvent.change(field('Expires (optional)'), { target: { value: '2030-01-16T20:30' } });
    await user.click(field('Published'));
    await user.click(within(editor).getByRole('button', { name: 'Save alert' }));

    const news = await screen.findByText('Alert “Ice storm warning” was created.');
    expect(news).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'New alert' })).not.toBeInTheDocument();
    expect(callsTo('PUT /api/alerts/admin')[0]?.body).toEqual({
      id: 'ice-storm',
      alert: {
        title: 'Ice storm warning',
        summary: 'Crews are standing by.',
        message: 'Stay safe.',
        type: 'minorWarning',
        language: 'es',
        regions: ['long-island', 'bronx'],
        corpIds: ['7702', '7704'],
        link: '/support/outage/',
        source: 'NOC',
        primaryMessage: 'Ice storm tonight',
        priority: 1,
        actionAlert: true,
        ctas: [{ label: 'Check outages', href: '/support/outage/' }],
        icon: 'storm',
        img: '/img/storm.png',
        published: true,
        publishAt: new Date(2030, 0, 15, 8, 0).getTime(),
        expiresAt: new Date(2030, 0, 16, 20, 30).getTime(),
      },
    });
    const table = await screen.findByRole('table');
    expect(await within(table).findByRole('row', { name: /Ice storm warning/ })).toHaveTextContent(
      'Scheduled',
    );
  });

  it('edits an alert with its id fixed, and unpublishes it', async () => {
    const { callsTo } = mockApi(alertsStore([operatorAlert()]));
    const { user } = renderApp('/csr/alerts/');
    await user.click(await screen.findByRole('button', { name: 'Edit Summer offer' }));
    const editor = screen.getByRole('region', { name: 'Edit alert summer-offer' });
    expect(within(editor).getByLabelText('Alert ID')).toHaveAttribute('readonly');
    expect(within(editor).getByLabelText('Type')).toHaveValue('success');
    expect(within(editor).getByLabelText('Button 1 text')).toHaveValue('See offers');
    expect(within(editor).getByLabelText('Published')).toBeChecked();
    const title = within(editor).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Summer offer ends soon');
    await user.click(within(editor).getByLabelText('Published'));
    await user.click(within(editor).getByRole('button', { name: 'Save alert' }));

    expect(await screen.findByText('Alert “Summer offer ends soon” was saved.')).toBeInTheDocument();
    expect(callsTo('PUT /api/alerts/admin')[0]?.body).toMatchObject({
      id: 'summer-offer',
      alert: { title: 'Summer offer ends soon', published: false, type: 'success', priority: 3 },
    });
    const table = screen.getByRole('table');
    expect(await within(table).findByRole('row', { name: /Summer offer ends soon/ })).toHaveTextContent(
      'Draft',
    );
  });

  it('names what is missing before sending anything', async () => {
    const { callsTo } = mockApi(alertsStore([]));
    const { user } = renderApp('/csr/alerts/');
    await user.click(await screen.findByRole('button', { name: 'New alert' }));
    await user.click(screen.getByRole('button', { name: 'Add a button' }));
    await user.click(screen.getByRole('button', { name: 'Save alert' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('Enter an alert ID.');
    expect(summary).toHaveTextContent('Enter a title.');
    expect(summary).toHaveTextContent('Enter the button text.');
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Enter a title.');
    expect(callsTo('PUT /api/alerts/admin')).toHaveLength(0);
  });

  it.each([
    [
      '/csr/alerts/',
      {
        id: 'Alert ID',
        title: 'Title',
        corp: 'Corp IDs (optional)',
        type: 'Type',
        save: 'Save alert',
        create: 'New alert',
        notSaved: 'The alert was not saved. Correct the fields listed and try again.',
        corpIssue: 'A corp ID is 4 digits.',
        typeIssue: 'Choose one of the alert types in the list.',
        other: 'Part of the request was not accepted. Reload the page and try again.',
      },
    ],
    [
      '/espanol/csr/alerts/',
      {
        id: 'ID de la alerta',
        title: 'Título',
        corp: 'Códigos corp (opcional)',
        type: 'Tipo',
        save: 'Guardar la alerta',
        create: 'Alerta nueva',
        notSaved: 'No se guardó la alerta. Corrija los campos indicados e inténtelo de nuevo.',
        corpIssue: 'Un código corp tiene 4 dígitos.',
        typeIssue: 'Elija uno de los tipos de alerta de la lista.',
        other: 'Parte de la solicitud no se aceptó. Vuelva a cargar la página e inténtelo de nuevo.',
      },
    ],
  ])(
    'at %s, shows the server’s refusal on the fields in the page’s words, keeping what was typed',
    async (path, words) => {
      mockApi({
        ...alertsStore([]),
        'PUT /api/alerts/admin': () =>
          apiError(400, 'BAD_REQUEST', 'body.alert.corpIds.0: A corp id is 4 digits.', {
            reason: 'input.format',
            issues: [
              { path: 'body.alert.corpIds.0', reason: 'input.format', message: 'server wording one' },
              { path: 'body.alert.type', reason: 'input.not-allowed', message: 'server wording two' },
              { path: 'body', reason: 'input.unknown-field', message: 'server wording three' },
            ],
          }),
      });
      const { user } = renderApp(path);
      await user.click(await screen.findByRole('button', { name: words.create }));
      await user.type(screen.getByLabelText(words.id), 'x');
      await user.type(screen.getByLabelText(words.title), 'Hello');
      await user.type(screen.getByLabelText(words.corp), '77');
      await user.click(screen.getByRole('button', { name: words.save }));

      const summary = await screen.findByRole('alert');
      expect(summary).toHaveTextContent(words.notSaved);
      expect(summary).toHaveTextContent(words.corpIssue);
      expect(summary).toHaveTextContent(words.other);
      expect(summary).not.toHaveTextContent('server wording');
      const corp = screen.getByLabelText(words.corp);
      expect(corp).toHaveAttribute('aria-invalid', 'true');
      expect(corp).toHaveValue('77');
      expect(screen.getByLabelText(words.type)).toHaveAccessibleDescription(words.typeIssue);
      expect(screen.getByLabelText(words.title)).toHaveValue('Hello');
    },
  );

  it('says when saving fails for another reason', async () => {
    mockApi({ ...alertsStore([]), 'PUT /api/alerts/admin': () => apiError(500, 'INTERNAL', 'boom') });
    const { user } = renderApp('/csr/alerts/');
    await user.click(await screen.findByRole('button', { name: 'New alert' }));
    await user.type(screen.getByLabelText('Alert ID'), 'x');
    await user.type(screen.getByLabelText('Title'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Save alert' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The alert was not saved. Please try again; what you entered is kept.',
    );
    expect(screen.getByLabelText('Title')).toHaveValue('Hello');
  });

  it('works in Spanish', async () => {
    mockApi(alertsStore([operatorAlert()]));
    const { user } = renderApp('/espanol/csr/alerts/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Alertas del operador' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Vista previa/ })).toHaveAttribute(
      'href',
      '/espanol/home?cms_mode=preview',
    );
    await user.click(await screen.findByRole('button', { name: 'Editar Summer offer' }));
    expect(screen.getByLabelText('Título')).toHaveValue('Summer offer');
  });
});

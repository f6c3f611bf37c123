import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../test/render-app.tsx';
import { apiError, json, mockApi } from '../../../../test/fetch-mock.ts';
import { createAccount } from '../documents/test-data.ts';
import { createPendingMove, createTransferResponse, movedApi } from './transfer-test-data.ts';

// The whole app renders in jsdom; role queries over it are slow on a busy machine.
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));

const PAGE = '/pay-bill/my-bill/';
const wizard = async () =>
  within(await screen.findByRole('dialog', { name: 'Transfer your payment settings' }));

describe('the transfer wizard on the pay-bill pages', () => {
  it('opens for a subscriber who moved, with every usable method, the autopay and the preferences chosen', async () => {
    mockApi(movedApi());
    renderApp(PAGE);
    const w = await wizard();
    expect(
      w.getByRole('heading', { name: 'Move your payment info to your new account' }),
    ).toBeInTheDocument();
    expect(w.getByRole('checkbox', { name: /Visa 4242/ })).toBeChecked();
    expect(w.getByRole('checkbox', { name: /Checking 3456/ })).toBeChecked();
    expect(w.getByRole('checkbox', { name: 'Transfer my automatic payments' })).toBeChecked();
    expect(w.getByText('Visa 4242, 3 days before the due date')).toBeInTheDocument();
    expect(w.getByText('Pays the amount due, up to $200.00.')).toBeInTheDocument();
    expect(
      w.getByRole('checkbox', { name: 'Transfer my paperless billing and email preferences' }),
    ).toBeChecked();
    expect(w.getByRole('checkbox', { name: /I authorize the transfer/ })).not.toBeChecked();
  });

  it('says what is missing when nothing is chosen and the transfer is not authorized', async () => {
    const api = mockApi(movedApi());
    const { user } = renderApp(PAGE);
    const w = await wizard();
    await user.click(w.getByRole('checkbox', { name: /Visa 4242/ }));
    await user.click(w.getByRole('checkbox', { name: /Checking 3456/ }));
    await user.click(w.getByRole('checkbox', { name: 'Transfer my automatic payments' }));
    await user.click(w.getByRole('button', { name: 'Transfer' }));
    const summary = await w.findByRole('alert');
    expect(
      within(summary).getByText('At least one payment method or Automatic payments must be selected.'),
    ).toBeInTheDocument();
    expect(
      within(summary).getByText('Please confirm that you authorize us to transfer your payment settings.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/billing/transfer')).toHaveLength(0);
  });

  it('edits autopay, asks before closing with changes, goes back, saves and transfers, then shows the result', async () => {
    const api = mockApi(
      movedApi({ 'POST /api/billing/transfer': () => json(200, createTransferResponse()) }),
    );
    const { user } = renderApp(PAGE);
    const w = await wizard();
    await user.click(w.getByRole('button', { name: 'Edit automatic payments' }));
    expect(w.getByRole('heading', { name: 'Edit automatic payments' })).toHaveFocus();
    await user.selectOptions(w.getByRole('combobox', { name: 'Number of days before the due date' }), '2');
    await user.keyboard('{Escape}');
    expect(await w.findByRole('heading', { name: 'Discard your changes?' })).toHaveFocus();
    await user.click(w.getByRole('button', { name: 'No, thanks' }));
    expect(w.getByRole('combobox', { name: 'Number of days before the due date' })).toHaveValue('2');
    await user.click(w.getByRole('button', { name: 'Save' }));
    expect(w.getByText('Visa 4242, 2 days before the due date')).toBeInTheDocument();
    await user.click(w.getByRole('checkbox', { name: /I authorize the transfer/ }));
    await user.click(w.getByRole('button', { name: 'Transfer' }));

    expect(await w.findByRole('heading', { name: 'Transfer complete' })).toBeInTheDocument();
    const [post] = api.callsTo('POST /api/billing/transfer');
    expect(post?.body).toEqual({
      action: 'transfer',
      payMethodNames: ['Visa 4242', 'Checking 3456'],
      autopay: {
        payMethodName: 'Visa 4242',
        dateType: 'days_before',
        daysInAdvance: 2,
        dayOfMonth: null,
        amountType: 'cap',
        capAmount: 20_000,
        fixAmount: null,
      },
      transferPreferences: true,
      email: 'jordan.mover@example.com',
      authorised: true,
    });
    expect(post?.headers.get('idempotency-key')).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(
      w.getByText(
        'Your payment info and settings have been transferred to your new account (7812-450068-07).',
      ),
    ).toBeInTheDocument();
    expect(
      w.getByText('Your first automatic payment on the new account is scheduled for December 3, 2026.'),
    ).toBeInTheDocument();
    expect(w.getByText(/You had a max payment amount set on your previous account/)).toBeInTheDocument();

    const before = api.callsTo('GET /api/billing/transfer').length;
    await user.click(w.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.callsTo('GET /api/billing/transfer').length).toBeGreaterThan(before));
  });

  it('yes-cancel from the edit step returns to the first step with the saved settings', async () => {
    mockApi(movedApi());
    const { user } = renderApp(PAGE);
    const w = await wizard();
    await user.click(w.getByRole('button', { name: 'Edit automatic payments' }));
    await user.click(w.getByRole('radio', { name: 'Another amount' }));
    await user.type(w.getByRole('textbox', { name: 'Amount' }), '80');
    await user.click(w.getByRole('button', { name: 'Cancel' }));
    await user.click(await w.findByRole('button', { name: 'Yes, cancel' }));
    expect(await w.findByText('Pays the amount due, up to $200.00.')).toBeInTheDocument();
  });

  it('shows a partial result: the autopay could not move', async () => {
    mockApi(
      movedApi({
        'POST /api/billing/transfer': () =>
          json(
            200,
            createTransferResponse({
              currMonAutoPayDate: null,
              responseInfo: {
                statusCode: '000001',
                ancillaryStatusCode: 'MTSAPF',
                message: { mainmsg: 'x', additionalInfo: null },
              },
            }),
          ),
      }),
    );
    const { user } = renderApp(PAGE);
    const w = await wizard();
    await user.click(w.getByRole('checkbox', { name: /I authorize the transfer/ }));
    await user.click(w.getByRole('button', { name: 'Transfer' }));
    expect(await w.findByRole('heading', { name: 'Transfer partly complete' })).toBeInTheDocument();
    expect(
      w.getByText(/your automatic payment settings could not be transferred, but we were able/),
    ).toBeInTheDocument();
    expect(w.getByRole('link', { name: 'Set up automatic payments' })).toBeInTheDocument();
    expect(w.queryByText(/max payment amount/)).not.toBeInTheDocument();
  });

  it('retries a failed request with the same key, so the settings are copied once', async () => {
    let fail = true;
    const api = mockApi(
      movedApi({
        'POST /api/billing/transfer': () =>
          fail ? apiError(500, 'INTERNAL', 'boom') : json(200, createTransferResponse()),
      }),
    );
    const { user } = renderApp(PAGE);
    const w = await wizard();
    await user.click(w.getByRole('checkbox', { name: /I authorize the transfer/ }));
    await user.click(w.getByRole('button', { name: 'Transfer' }));
    expect(
      await w.findByText('We seem to be experiencing technical difficulties. Please try again later.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(w.getByRole('button', { name: 'Try again' }));
    expect(await w.findByRole('heading', { name: 'Transfer complete' })).toBeInTheDocument();
    const keys = api.callsTo('POST /api/billing/transfer').map((r) => r.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('closes at once on maybe-later with more than 30 days left and sets the remind_later cookie; the notice stays', async () => {
    mockApi(movedApi());
    const { user } = renderApp(PAGE);
    const w = await wizard();
    await user.click(w.getByRole('button', { name: 'Maybe later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.cookie).toContain('remind_later=1');
    expect(screen.getByRole('button', { name: 'Transfer my payment settings' })).toBeInTheDocument();
  });

  it("asks once more on maybe-later with 30 days or fewer left; don't remind me opts out with both indicators 0", async () => {
    const api = mockApi(
      movedApi(
        {
          'POST /api/billing/transfer': () =>
            json(200, createTransferResponse({ action: 'optOut', currMonAutoPayDate: null })),
        },
        createPendingMove({ daysLeft: 12 }),
      ),
    );
    const { user } = renderApp(PAGE);
    const w = await wizard();
    await user.click(w.getByRole('button', { name: 'Maybe later' }));
    expect(
      await w.findByText(
        'You have 12 days left to transfer your payment settings from your previous account.',
      ),
    ).toBeInTheDocument();
    await user.click(w.getByRole('button', { name: "Don't remind me" }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/billing/transfer')[0]?.body).toEqual({
      action: 'optOut',
      apOptOut: 0,
      pmOptOut: 0,
    });
    expect(document.cookie).not.toContain('remind_later');
  });

  it('does not open on its own with the remind_later cookie, but the notice opens it, and the opt-out link asks first', async () => {
    document.cookie = 'remind_later=1; path=/';
    mockApi(movedApi());
    const { user } = renderApp(PAGE);
    const open = await screen.findByRole('button', { name: 'Transfer my payment settings' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "No thanks, don't transfer" }));
    const w = await wizard();
    expect(w.getByRole('heading', { name: "Don't transfer your payment settings?" })).toBeInTheDocument();
    await user.click(w.getByRole('button', { name: 'Go back' }));
    expect(
      await w.findByRole('heading', { name: 'Move your payment info to your new account' }),
    ).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).toBeInTheDocument();
  });

  it.each(['1', '3'] as const)(
    'shows neither the wizard nor the opt-out link when an account is of type %s',
    async (type) => {
      const api = mockApi(
        movedApi({
          'GET /api/billing/accounts': () =>
            json(200, {
              accounts: [
                createAccount({ accountType: type === '3' ? '1' : type }),
                createAccount({
                  accountNumber: '7812-450067-06',
                  accountType: type,
                  active: false,
                  disconnectDate: '2026-10-31',
                  current: false,
                }),
              ],
            }),
        }),
      );
      renderApp(PAGE);
      expect(await screen.findByRole('combobox', { name: 'Account' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: "No thanks, don't transfer" })).not.toBeInTheDocument();
      expect(api.callsTo('GET /api/billing/transfer')).toHaveLength(0);
    },
  );

  it('offers nothing once the move is transferred or declined', async () => {
    const api = mockApi(movedApi({}, null));
    renderApp(PAGE);
    expect(await screen.findByRole('combobox', { name: 'Account' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/billing/transfer')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('You have moved')).not.toBeInTheDocument();
  });

  it('speaks Spanish (usted) on the Spanish pages', async () => {
    mockApi(movedApi());
    renderApp(`/espanol${PAGE}`);
    const w = within(await screen.findByRole('dialog', { name: 'Transfiera su configuración de pago' }));
    expect(
      w.getByRole('heading', { name: 'Pase su información de pago a su nueva cuenta' }),
    ).toBeInTheDocument();
    expect(w.getByText('Visa 4242, 3 días antes de la fecha de vencimiento')).toBeInTheDocument();
  });
});

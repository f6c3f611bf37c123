import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app.tsx';
import { deferred, json } from '../../../test/fetch-mock.ts';
import { createBillingSummary } from '../../../test/factories.ts';
import { createPaymentMethod } from '../components/methods/methods-test-utils.tsx';
import {
  axeViolations,
  FIRST,
  paymentForm,
  paymentsApi,
  result,
} from '../components/payments/payments-test-data.ts';

describe('making a payment on /pay-bill/', () => {
  it('pays the amount due now: review, then one confirm with an Idempotency-Key, then the confirmation number', async () => {
    const { callsTo } = paymentsApi({ 'POST /api/billing/payments': () => json(200, result()) });
    const { user } = renderApp('/pay-bill/');
    const form = await paymentForm();
    expect(form.getByLabelText('Payment amount')).toHaveValue('$123.45');
    expect(form.getByLabelText('Pay with')).toHaveValue('pm_visa');
    expect(
      within(form.getByLabelText('Pay with')).getByRole('option', {
        name: /^Amex 0005, .+ ending \d{4} \(expired\)$/,
      }),
    ).toBeDisabled();
    await user.click(form.getByRole('button', { name: 'Review payment' }));

    const review = within(await screen.findByRole('region', { name: 'Review your payment' }));
    expect(review.getByText('$123.45')).toBeInTheDocument();
    expect(review.getByText('Now (January 29, 2025)')).toBeInTheDocument();
    await user.click(review.getByRole('button', { name: 'Pay $123.45 now' }));

    expect(await screen.findByText('Confirmation number: K7M2Q-9XHT4')).toBeInTheDocument();
    expect(screen.getByText('We received your payment of $123.45 from Visa 4242.')).toBeInTheDocument();
    expect(screen.queryByText(/pay_1234abcd/)).not.toBeInTheDocument();
    const [sent] = callsTo('POST /api/billing/payments');
    // The account the form was shown for goes with it: the server refuses to pay another one.
    expect(sent?.body).toEqual({
      methodId: 'pm_visa',
      amountCents: 12345,
      payDate: 'now',
      accountNumber: '07702123456',
    });
    expect(sent?.headers.get('idempotency-key')).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
  });

  it('names the account on review, and says so when bill pay has moved to another account meanwhile', async () => {
    let summaries = 0;
    paymentsApi({
      'GET /api/billing/summary': () =>
        json(
          200,
          createBillingSummary({ accountNumber: summaries++ === 0 ? '781245006201' : '781245006302' }),
        ),
      'POST /api/billing/payments': () =>
        json(409, {
          error: {
            code: 'CONFLICT',
            reason: 'payment.account-changed',
            message: 'The account on this form is no longer the one selected.',
          },
        }),
    });
    const { user } = renderApp('/espanol/pay-bill/');
    const form = within(await screen.findByRole('form', { name: 'Hacer un pago' }, FIRST));
    await user.click(form.getByRole('button', { name: 'Revisar el pago' }));
    const review = within(await screen.findByRole('region', { name: 'Revise su pago' }));
    expect(review.getByText('7812-450062-01')).toBeInTheDocument();
    await user.click(review.getByRole('button', { name: /^Pagar/ }));
    expect(
      await review.findByText(
        'La cuenta seleccionada cambió después de mostrar este formulario, así que no se pagó nada. Revise la cuenta e inténtelo de nuevo.',
      ),
    ).toBeInTheDocument();
  });

  it('checks the amount as typed and tidies it on blur (seed 002 §5)', async () => {
    paymentsApi();
    const { user } = renderApp('/pay-bill/');
    const form = await paymentForm();
    const amount = form.getByLabelText('Payment amount');
    await user.clear(amount);
    await user.type(amount, '0050.5');
    await user.tab();
    expect(amount).toHaveValue('$50.50');
    await user.clear(amount);
    await user.type(amount, '0.99');
    await user.tab();
    expect(await form.findByText('Minimum payment of $1 is required')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount.getAttribute('aria-describedby')).toContain('pay-amount-error');
    await user.clear(amount);
    await user.type(amount, '10000');
    await user.tab();
    expect(
      await form.findByText('The payment amount entered is greater than the maximum allowed'),
    ).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '0');
    await user.tab();
    expect(amount).toHaveValue('');
    await user.click(form.getByRole('button', { name: 'Review payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a payment amount.');
  });

  it('schedules a later date, and treats a date up to today as now', async () => {
    const { callsTo } = paymentsApi({
      'POST /api/billing/payments': () =>
        json(200, result({ status: 'scheduled', payDate: '2025-12-05', payAmount: 4000 })),
    });
    const { user } = renderApp('/pay-bill/');
    const form = await paymentForm();
    await user.clear(form.getByLabelText('Payment amount'));
    await user.type(form.getByLabelText('Payment amount'), '40');
    await user.click(form.getByRole('radio', { name: 'On a later date' }));
    await user.type(form.getByLabelText('Payment date'), '1/15/25');
    expect(
      await form.findByText('This date is today or earlier, so the payment is made now.'),
    ).toBeInTheDocument();
    await user.clear(form.getByLabelText('Payment date'));
    await user.type(form.getByLabelText('Payment date'), '12/5/25');
    await user.click(form.getByRole('button', { name: 'Review payment' }));
    const review = within(await screen.findByRole('region', { name: 'Review your payment' }));
    expect(review.getByText('December 5, 2025')).toBeInTheDocument();
    await user.click(review.getByRole('button', { name: 'Schedule $40.00' }));
    expect(
      await screen.findByText('Your payment of $40.00 from Visa 4242 is scheduled for December 5, 2025.'),
    ).toBeInTheDocument();
    expect(callsTo('POST /api/billing/payments')[0]?.body).toEqual({
      methodId: 'pm_visa',
      amountCents: 4000,
      payDate: '2025-12-05',
      accountNumber: '07702123456',
    });
  });

  it('never sends two payments for a double click', async () => {
    const answer = deferred();
    const { callsTo } = paymentsApi({ 'POST /api/billing/payments': () => answer.promise });
    const { user } = renderApp('/pay-bill/');
    await user.click((await paymentForm()).getByRole('button', { name: 'Review payment' }));
    const confirm = await screen.findByRole('button', { name: 'Pay $123.45 now' });
    await user.dblClick(confirm);
    expect(await screen.findByRole('button', { name: 'Sending your payment…' })).toBeDisabled();
    answer.resolve(json(200, result()));
    expect(await screen.findByText('Confirmation number: K7M2Q-9XHT4')).toBeInTheDocument();
    expect(callsTo('POST /api/billing/payments')).toHaveLength(1);
  });

  it('retries a payment whose answer was lost with the same key, and says it is safe', async () => {
    let lost = true;
    const { callsTo } = paymentsApi({
      'POST /api/billing/payments': () => {
        if (lost) {
          lost = false;
          throw new TypeError('Failed to fetch');
        }
        return json(200, result());
      },
    });
    const { user } = renderApp('/pay-bill/');
    await user.click((await paymentForm()).getByRole('button', { name: 'Review payment' }));
    await user.click(await screen.findByRole('button', { name: 'Pay $123.45 now' }));
    expect(await screen.findByText(/Trying again is safe: it will not pay twice\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Confirmation number: K7M2Q-9XHT4')).toBeInTheDocument();
    const [first, second] = callsTo('POST /api/billing/payments');
    expect(second?.headers.get('idempotency-key')).toBe(first?.headers.get('idempotency-key'));
  });

  it('says a declined payment was declined and keeps what was typed; a new try has a new key', async () => {
    let declined = true;
    const { callsTo } = paymentsApi({
      'POST /api/billing/payments': () =>
        json(
          200,
          declined
            ? result(
                { status: 'declined' },
                'Your payment was declined. Please check the payment method or use another one.',
              )
            : result(),
        ),
    });
    const { user } = renderApp('/pay-bill/');
    const form = await paymentForm();
    await user.clear(form.getByLabelText('Payment amount'));
    await user.type(form.getByLabelText('Payment amount'), '77.10');
    await user.click(form.getByRole('button', { name: 'Review payment' }));
    await user.click(await screen.findByRole('button', { name: 'Pay $77.10 now' }));
    expect(
      await screen.findByText(
        'Your payment was declined. Please check the payment method or use another one.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change' }));
    const again = await paymentForm();
    expect(again.getByLabelText('Payment amount')).toHaveValue('$77.10');
    // The declined card is not left chosen: another method is, and the form says why.
    expect(again.getByRole('status')).toHaveTextContent('Your card ending 4242 was declined.');
    expect(again.getByRole('status')).toHaveTextContent(
      'We have chosen Checking 6789 in its place. Check the payment, then review it again.',
    );
    expect(again.getByLabelText('Pay with')).toHaveValue('pm_bank');
    expect(
      within(again.getByLabelText('Pay with')).getByRole('option', { name: 'Visa 4242 (declined just now)' }),
    ).toBeInTheDocument();
    declined = false;
    await user.click(again.getByRole('button', { name: 'Review payment' }));
    await user.click(await screen.findByRole('button', { name: 'Pay $77.10 now' }));
    expect(await screen.findByText('Confirmation number: K7M2Q-9XHT4')).toBeInTheDocument();
    const [first, second] = callsTo('POST /api/billing/payments');
    expect(second?.body).toMatchObject({ methodId: 'pm_bank' });
    expect(second?.headers.get('idempotency-key')).not.toBe(first?.headers.get('idempotency-key'));
  });

  it('keeps a declined card chosen when nothing else can pay, and says so in Spanish', async () => {
    paymentsApi({
      'GET /api/billing/payment-methods': () =>
        json(200, {
          methods: [
            createPaymentMethod(),
            createPaymentMethod({
              id: 'pm_old',
              payMethodName: 'Amex 0005',
              isDefault: false,
              expired: true,
            }),
          ],
        }),
      'POST /api/billing/payments': () =>
        json(200, {
          ...result({ status: 'declined', confirmationCode: null }, 'Your payment was declined.'),
          reason: 'payment.declined',
        }),
    });
    const { user } = renderApp('/espanol/pay-bill/');
    const form = within(await screen.findByRole('form', { name: 'Hacer un pago' }, FIRST));
    await user.click(form.getByRole('button', { name: 'Revisar el pago' }));
    const review = within(await screen.findByRole('region', { name: 'Revise su pago' }));
    await user.click(review.getByRole('button', { name: /^Pagar/ }));
    expect(
      await review.findByText('Su pago fue rechazado. Revise el método de pago o use otro.'),
    ).toBeInTheDocument();
    await user.click(review.getByRole('button', { name: 'Cambiar' }));
    const again = within(await screen.findByRole('form', { name: 'Hacer un pago' }));
    const notice = again.getByRole('status');
    expect(notice).toHaveTextContent('Su tarjeta terminada en 4242 fue rechazada.');
    expect(notice).toHaveTextContent('Sigue elegido porque ningún otro método guardado puede pagar.');
    expect(within(notice).getByRole('link', { name: 'Agregar un método de pago' })).toHaveAttribute(
      'href',
      '/espanol/pay-bill/payment-options/',
    );
    expect(again.getByLabelText('Pagar con')).toHaveValue('pm_visa');
    expect(await axeViolations()).toEqual([]);
  });

  it('offers to add a method when there is none, and shows the summary facts', async () => {
    paymentsApi({
      'GET /api/billing/payment-methods': () => json(200, { methods: [] }),
      'GET /api/billing/summary': () =>
        json(
          200,
          createBillingSummary({
            hasScheduledPayment: true,
            scheduledPayDate: '2025-02-03',
            scheduledPayAmount: 5000,
            scheduledPayNickname: 'Checking 6789',
            hasAutoPay: true,
            creditCardExpired: true,
          }),
        ),
    });
    renderApp('/pay-bill/');
    expect(await screen.findByRole('link', { name: 'Add a payment method' }, FIRST)).toHaveAttribute(
      'href',
      '/pay-bill/payment-options/',
    );
    expect(
      screen.getByText('Scheduled payment: $50.00 on February 3, 2025 from Checking 6789'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Your saved card has expired. Update it or add another payment method.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage automatic payments' })).toHaveAttribute(
      'href',
      '/pay-bill/automatic-payments/',
    );
    expect(screen.getByText('Pay by mail')).toBeInTheDocument();
  });

  it('speaks Spanish under /espanol', async () => {
    paymentsApi();
    renderApp('/espanol/pay-bill/');
    const form = within(await screen.findByRole('form', { name: 'Hacer un pago' }, FIRST));
    expect(form.getByLabelText('Monto del pago')).toBeInTheDocument();
    expect(form.getByRole('radio', { name: 'Pagar ahora' })).toBeChecked();
  });
});

describe('accessibility (axe)', () => {
  it('finds nothing on the payment form with errors showing, the review and the confirmation', async () => {
    paymentsApi({ 'POST /api/billing/payments': () => json(200, result()) });
    const { user } = renderApp('/pay-bill/');
    const form = await paymentForm();
    await user.click(form.getByRole('radio', { name: 'On a later date' }));
    await user.clear(form.getByLabelText('Payment amount'));
    await user.click(form.getByRole('button', { name: 'Review payment' }));
    await screen.findByRole('alert');
    expect(await axeViolations()).toEqual([]);
    await user.type(form.getByLabelText('Payment amount'), '20');
    await user.click(form.getByRole('radio', { name: 'Pay now' }));
    await user.click(form.getByRole('button', { name: 'Review payment' }));
    await screen.findByRole('region', { name: 'Review your payment' });
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Pay $20.00 now' }));
    await screen.findByText('Confirmation number: K7M2Q-9XHT4');
    expect(await axeViolations()).toEqual([]);
  });
});

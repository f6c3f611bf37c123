import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { apiError, json, mockApi } from '../../../../test/fetch-mock.ts';
import { allowConsoleError } from '../../../../test/console-guard.ts';
import { CardForm } from './card-form.tsx';
import { createPaymentMethod, renderWithApp } from './methods-test-utils.tsx';

const nextYear = String(new Date().getFullYear() + 1);

async function fillValidCard(user: ReturnType<typeof renderWithApp>['user']) {
  await user.type(screen.getByLabelText('Name on card'), 'John Smith');
  await user.type(screen.getByLabelText('Card number'), '4242424242424242');
  await user.selectOptions(screen.getByLabelText('Month'), '12');
  await user.selectOptions(screen.getByLabelText('Year'), nextYear);
}

describe('Add card form (seed 002 §5)', () => {
  it('groups the number in fours as typed, shows the brand and names the card automatically', async () => {
    mockApi();
    const { user } = renderWithApp(<CardForm onAdded={vi.fn()} />);
    const number = screen.getByLabelText('Card number');
    expect(number).toHaveAttribute('inputmode', 'numeric');
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    expect(screen.getByLabelText('Name on card')).toHaveAttribute('autocomplete', 'cc-name');
    expect(screen.getByLabelText('Month')).toHaveAttribute('autocomplete', 'cc-exp-month');
    expect(screen.getByLabelText('Year')).toHaveAttribute('autocomplete', 'cc-exp-year');

    await user.type(number, '5555-5555 5555 4444');
    expect(number).toHaveValue('5555 5555 5555 4444');
    expect(screen.getByText('Card type: Mastercard')).toBeInTheDocument();
    // The brand cut to 8 letters plus the last 4.
    expect(screen.getByLabelText('Nickname')).toHaveValue('Masterca 4444');

    await user.clear(number);
    await user.type(number, '378282246310005999');
    // Amex stops at 15 digits.
    expect(number).toHaveValue('3782 8224 6310 005');
    expect(screen.getByLabelText('Nickname')).toHaveValue('Amex 0005');
  });

  it('keeps a nickname the person wrote when the number changes', async () => {
    mockApi();
    const { user } = renderWithApp(<CardForm onAdded={vi.fn()} />);
    await user.type(screen.getByLabelText('Nickname'), 'Work');
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    expect(screen.getByLabelText('Nickname')).toHaveValue('Work');
  });

  it('checks a field when it loses focus, with the seed message tied to it', async () => {
    mockApi();
    const { user } = renderWithApp(<CardForm onAdded={vi.fn()} />);
    const number = screen.getByLabelText('Card number');
    await user.type(number, '4242424242424241');
    expect(screen.queryByText('Please enter a valid credit card number')).not.toBeInTheDocument();
    await user.tab();
    expect(number).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid credit card number'),
    );
    expect(number).toHaveAttribute('aria-invalid', 'true');
  });

  it('lists every problem at the top on submit, linked to its field, and sends nothing', async () => {
    const api = mockApi();
    const { user } = renderWithApp(<CardForm onAdded={vi.fn()} />);
    await user.click(screen.getByLabelText('Use a different billing address'));
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    const links = within(summary)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toEqual([
      'Please enter your full name',
      'Please enter a valid credit card number',
      'Please select an expiration month',
      'Please select an expiration year',
      'Please enter a nickname',
      'Please enter an address',
      'Please enter a city',
      'Please select a state',
      'Please enter a valid zip code',
    ]);
    await user.click(within(summary).getByRole('link', { name: 'Please enter a city' }));
    expect(screen.getByLabelText('City')).toHaveFocus();
    expect(api.callsTo('POST /api/billing/payment-methods/card')).toHaveLength(0);
  });

  it('sends the digits only and reports the new method', async () => {
    const onAdded = vi.fn();
    const saved = createPaymentMethod();
    const api = mockApi({
      'POST /api/billing/payment-methods/card': () =>
        json(201, { message: 'Added payment method successfully.', method: saved }),
    });
    const { user } = renderWithApp(<CardForm onAdded={onAdded} />);
    await fillValidCard(user);
    await user.click(screen.getByLabelText('Use a different billing address'));
    await user.type(screen.getByLabelText('Street address'), '12 Elm St');
    await user.type(screen.getByLabelText('City'), 'Hicksville');
    await user.selectOptions(screen.getByLabelText('State'), 'NY');
    await user.type(screen.getByLabelText('ZIP code'), '11801');
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    await vi.waitFor(() => expect(onAdded).toHaveBeenCalledWith(saved));
    expect(api.callsTo('POST /api/billing/payment-methods/card')[0]?.body).toEqual({
      nameOnAccount: 'John Smith',
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: Number(nextYear),
      nickname: 'Visa 4242',
      billingAddress: {
        addrLine1: '12 Elm St',
        addrLine2: '',
        city: 'Hicksville',
        state: 'NY',
        zip: '11801',
      },
    });
    // The form is cleared: the number does not linger on screen.
    expect(screen.getByLabelText('Card number')).toHaveValue('');
  });

  it('shows a taken nickname on the nickname field and keeps what was typed', async () => {
    mockApi({
      'POST /api/billing/payment-methods/card': () =>
        apiError(
          409,
          'CONFLICT',
          'You already have a payment method named "Visa 4242". Please enter a different nickname.',
          {
            reason: 'payment-method.nickname.taken',
            issues: [
              {
                path: 'body.nickname',
                reason: 'payment-method.nickname.taken',
                message: 'You already have a payment method with this nickname.',
              },
            ],
          },
        ),
    });
    const { user } = renderWithApp(<CardForm onAdded={vi.fn()} />);
    await fillValidCard(user);
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    const nickname = screen.getByLabelText('Nickname');
    await vi.waitFor(() =>
      expect(nickname).toHaveAccessibleDescription(
        expect.stringContaining('You already have a payment method with this nickname.'),
      ),
    );
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    // Changing the nickname clears the server's verdict on the old one.
    await user.type(nickname, 'x');
    expect(nickname).not.toHaveAttribute('aria-invalid');
  });

  it('says the seed default when the processor is down, keeping the form', async () => {
    allowConsoleError(/503/);
    mockApi({
      'POST /api/billing/payment-methods/card': () =>
        apiError(
          503,
          'INTERNAL',
          'We seem to be experiencing technical difficulties. Please try again later.',
        ),
    });
    const { user } = renderWithApp(<CardForm onAdded={vi.fn()} />);
    await fillValidCard(user);
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    expect(
      await screen.findByText('We seem to be experiencing technical difficulties. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Name on card')).toHaveValue('John Smith');
  });

  it('speaks Spanish under /espanol', async () => {
    mockApi();
    const { user } = renderWithApp(<CardForm onAdded={vi.fn()} />, '/espanol/pay-bill/payment-options/');
    await user.click(screen.getByRole('button', { name: 'Agregar tarjeta' }));
    expect(
      within(screen.getByRole('alert')).getByRole('link', { name: 'Por favor, ingrese su nombre completo' }),
    ).toBeInTheDocument();
  });
});

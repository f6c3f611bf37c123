import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { json, mockApi } from '../../../../test/fetch-mock.ts';
import { BankAccountForm } from './bank-account-form.tsx';
import { createBankMethod, renderWithApp } from './methods-test-utils.tsx';

describe('Add checking account form (seed 002 §5)', () => {
  it('shows the routing message on two lines, never the raw <br>', async () => {
    mockApi();
    const { user, container } = renderWithApp(<BankAccountForm onAdded={vi.fn()} />);
    const routing = screen.getByLabelText('Routing number');
    await user.type(routing, '01100a001');
    // Letters never make it in; 8 digits is still too short.
    expect(routing).toHaveValue('01100001');
    await user.tab();
    const error = document.getElementById('add-bank-routingNumber-error');
    expect(error).not.toBeNull();
    expect(error?.querySelector('br')).not.toBeNull();
    expect(error).toHaveTextContent('Incorrect format:Please enter a valid routing number');
    expect(container.innerHTML).not.toContain('&lt;br&gt;');
  });

  it('needs an account number over 3 digits, a name and a nickname', async () => {
    const api = mockApi();
    const { user } = renderWithApp(<BankAccountForm onAdded={vi.fn()} />);
    await user.type(screen.getByLabelText('Account number'), '123');
    await user.click(screen.getByRole('button', { name: 'Add checking account' }));
    expect(
      within(screen.getByRole('alert'))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Please enter your full name',
      'Incorrect format: Please enter a valid routing number',
      'Please enter a valid account number',
      'Please enter a nickname',
    ]);
    expect(api.callsTo('POST /api/billing/payment-methods/bank-account')).toHaveLength(0);
  });

  it('names the account after its last 4 and saves it', async () => {
    const onAdded = vi.fn();
    const api = mockApi({
      'POST /api/billing/payment-methods/bank-account': () =>
        json(201, { message: 'Added payment method successfully.', method: createBankMethod() }),
    });
    const { user } = renderWithApp(<BankAccountForm onAdded={onAdded} />);
    await user.type(screen.getByLabelText('Name on account'), 'Acme Hardware LLC');
    await user.type(screen.getByLabelText('Routing number'), '011000015');
    await user.type(screen.getByLabelText('Account number'), '000123456789');
    expect(screen.getByLabelText('Nickname')).toHaveValue('Checking 6789');
    await user.click(screen.getByRole('button', { name: 'Add checking account' }));
    await vi.waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(api.callsTo('POST /api/billing/payment-methods/bank-account')[0]?.body).toEqual({
      nameOnAccount: 'Acme Hardware LLC',
      routingNumber: '011000015',
      bankAccount: '000123456789',
      nickname: 'Checking 6789',
    });
  });
});

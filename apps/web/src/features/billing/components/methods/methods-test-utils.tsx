import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { PaymentMethod } from '@coax/contract';
import { AppProviders } from '../../../../lib/providers.tsx';

/** One component with the app's providers, at `path` (an /espanol path renders it in Spanish). */
export function renderWithApp(ui: ReactNode, path = '/pay-bill/payment-options/') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const utils = render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders queryClient={queryClient}>{ui}</AppProviders>
    </MemoryRouter>,
  );
  return { ...utils, user, queryClient };
}

export function createPaymentMethod(overrides: Partial<PaymentMethod> = {}): PaymentMethod {
  return {
    id: 'pm_visa',
    payMethodName: 'Visa 4242',
    payType: 'CC',
    methodType: 'C',
    cardType: 'V',
    last4: '4242',
    expDate: '1230',
    nameOnAccount: 'John Smith',
    billingAddress: null,
    isDefault: true,
    isAutoPayment: false,
    routNum: null,
    paymentAccountNumber: '************4242',
    expired: false,
    expiring: false,
    ...overrides,
  };
}

export function createBankMethod(overrides: Partial<PaymentMethod> = {}): PaymentMethod {
  return createPaymentMethod({
    id: 'pm_bank',
    payMethodName: 'Checking 6789',
    payType: 'BA',
    methodType: 'D',
    cardType: null,
    last4: '6789',
    expDate: null,
    routNum: '011000015',
    paymentAccountNumber: '************6789',
    isDefault: false,
    ...overrides,
  });
}

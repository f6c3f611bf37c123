import type {
  EbillInformationOutput,
  MoveTransferResponse,
  PendingMove,
  TransferMethod,
} from '@coax/contract';
import { json, type Handlers } from '../../../../test/fetch-mock.ts';
import { createAccount, documentsApi } from '../documents/test-data.ts';

/** Test data for the move/transfer wizard, shaped like jmover's demo move (STYLE: factories). */
export function createTransferMethod(overrides: Partial<TransferMethod> = {}): TransferMethod {
  return {
    payMethodName: 'Visa 4242',
    payType: 'CC',
    methodType: 'C',
    cardType: 'V',
    paymentAccountNumber: '************4242',
    expDate: '0528',
    expired: false,
    isDefault: true,
    isAutoPayment: true,
    ...overrides,
  };
}

export function createEbillOutput(overrides: Partial<EbillInformationOutput> = {}): EbillInformationOutput {
  return {
    isFrom: true,
    accountNum: '7812-450067-06',
    accountType: '2',
    paymentMethods: [
      createTransferMethod(),
      createTransferMethod({
        payMethodName: 'Checking 3456',
        payType: 'BA',
        methodType: 'D',
        cardType: null,
        paymentAccountNumber: '********3456',
        expDate: null,
        isDefault: false,
        isAutoPayment: false,
      }),
    ],
    isPaperBill: false,
    mailNotifyInd: true,
    email: 'jordan.mover@example.com',
    hasPreferences: true,
    hasAutoPay: true,
    autoPayMethodName: 'Visa 4242',
    isDuedate: true,
    scheduledAutoDate: null,
    payDaysInAdvance: 3,
    payDayOfMonth: null,
    capAmount: 20_000,
    fixAmount: null,
    ...overrides,
  };
}

export function createPendingMove(overrides: Partial<PendingMove> = {}): PendingMove {
  return {
    discoDate: '2026-10-31',
    daysLeft: 70,
    mtAknowInd: 0,
    apOptOut: 1,
    pmOptOut: 1,
    email: 'jordan.mover@example.com',
    remindLater: false,
    ebillInformationOutputs: [
      createEbillOutput(),
      createEbillOutput({
        isFrom: false,
        accountNum: '7812-450068-07',
        accountType: '0',
        paymentMethods: [],
        hasAutoPay: false,
        autoPayMethodName: null,
        hasPreferences: false,
        payDaysInAdvance: null,
        capAmount: null,
        email: null,
      }),
    ],
    ...overrides,
  };
}

export function createTransferResponse(overrides: Partial<MoveTransferResponse> = {}): MoveTransferResponse {
  return {
    action: 'transfer',
    currMonAutoPayDate: '2026-12-03',
    responseInfo: {
      statusCode: '00000',
      ancillaryStatusCode: 'MTSAPSRCSPCS',
      message: {
        mainmsg: 'Your payment info and settings have been transferred to your new account (7812-450068-07).',
        additionalInfo: null,
      },
    },
    ancillaryMessage: { payMethod: 'Visa 4242,Checking 3456' },
    ...overrides,
  };
}

/** The two accounts of a subscriber who moved: the new one current, the old one disconnected. */
export const movedAccounts = () => ({
  accounts: [
    createAccount({ accountNumber: '7812-450068-07' }),
    createAccount({
      accountNumber: '7812-450067-06',
      accountType: '2',
      active: false,
      disconnectDate: '2026-10-31',
      current: false,
    }),
  ],
});

/** A signed-in subscriber who moved, with the documents pages answered and the move pending. */
export function movedApi(overrides: Handlers = {}, move: PendingMove | null = createPendingMove()): Handlers {
  return documentsApi({
    'GET /api/billing/accounts': () => json(200, movedAccounts()),
    'GET /api/billing/transfer': () => json(200, { move }),
    ...overrides,
  });
}

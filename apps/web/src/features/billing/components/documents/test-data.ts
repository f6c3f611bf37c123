import type {
  BillingAccount,
  BillInsert,
  EbillInfo,
  StatementDetail,
  StatementExplanation,
  StatementSummary,
} from '@coax/contract';
import { json, type Handlers } from '../../../../test/fetch-mock.ts';
import { createSessionState, createSessionUser } from '../../../../test/factories.ts';

/** Test data for the documents slice, with overrides (STYLE: factories). */
export function createStatementSummaries(): StatementSummary[] {
  return ['2026-10-29', '2026-09-29', '2026-08-29', '2026-07-29', '2026-06-29', '2026-05-29'].map(
    (date, i) => ({
      id: `st_${i}`,
      statementDate: date,
      dueDate: `${date.slice(0, 8)}24`,
      totalDue: i === 0 ? 14287 : 13999,
    }),
  );
}

export function createStatementDetail(overrides: Partial<StatementDetail> = {}): StatementDetail {
  return {
    id: 'st_0',
    accountNumber: '7812-450062-01',
    statementDate: '2026-10-29',
    periodStart: '2026-09-30',
    periodEnd: '2026-10-29',
    dueDate: '2026-11-24',
    previousBalance: 13999,
    payments: 13999,
    newCharges: 14287,
    totalDue: 14287,
    sections: [
      {
        section: 'payments',
        subtotal: -13999,
        lines: [
          {
            description: {
              en: 'Payment received 2026-10-25, thank you',
              es: 'Pago recibido el 25 de octubre de 2026, gracias',
            },
            amount: -13999,
          },
        ],
      },
      {
        section: 'tv',
        subtotal: 5499,
        lines: [{ description: { en: 'TV Select', es: 'TV Select' }, amount: 5499 }],
      },
      {
        section: 'internet',
        subtotal: 3999,
        lines: [{ description: { en: 'Internet 300', es: 'Internet 300' }, amount: 3999 }],
      },
      {
        section: 'oneTime',
        subtotal: 3446,
        lines: [{ description: { en: 'On Demand rentals', es: 'Alquileres On Demand' }, amount: 3446 }],
      },
      {
        section: 'taxesFees',
        subtotal: 1343,
        lines: [
          { description: { en: 'Broadcast TV surcharge', es: 'Recargo por TV abierta' }, amount: 699 },
          { description: { en: 'State and local taxes', es: 'Impuestos estatales y locales' }, amount: 644 },
        ],
      },
    ],
    insert: {
      id: 'rate-notice',
      title: { en: 'Important information about your rates', es: 'Información importante sobre sus tarifas' },
    },
    ...overrides,
  };
}

export function createEbill(overrides: Partial<EbillInfo> = {}): EbillInfo {
  return { email: null, paperBill: true, mailNotify: false, discoDate: null, ...overrides };
}

export function createAccount(overrides: Partial<BillingAccount> = {}): BillingAccount {
  return {
    accountNumber: '7812-450062-01',
    accountType: '0',
    active: true,
    disconnectDate: null,
    current: true,
    ...overrides,
  };
}

export function createBillInsert(overrides: Partial<BillInsert> = {}): BillInsert {
  return {
    id: 'rate-notice',
    title: { en: 'Important information about your rates', es: 'Información importante sobre sus tarifas' },
    publishedDate: '2026-10-21',
    body: {
      en: 'Some prices change.\n\nInternet prices stay the same.',
      es: 'Cambian algunos precios.\n\nLos precios de internet no cambian.',
    },
    ...overrides,
  };
}

/** A signed-in subscriber with bill pay, and every documents call answered with the defaults above. */
/** jsmith's latest bill against the one before: a promotion ended, a box added, a credit. */
export function createStatementExplanation(
  overrides: Partial<StatementExplanation> = {},
): StatementExplanation {
  const base = { service: null, date: null };
  return {
    statementId: 'st_0',
    statementDate: '2026-10-29',
    previous: { id: 'st_1', statementDate: '2026-09-29' },
    totalChange: 2649,
    changes: [
      {
        ...base,
        change: 'promotionEnded',
        lineKind: 'promotion',
        code: 'PROMO-INT300',
        description: { en: 'Promotional price, Internet 300', es: 'Precio promocional, Internet 300' },
        service: { en: 'Internet 300', es: 'Internet 300' },
        date: '2026-10-04',
        previous: -2000,
        current: 0,
        delta: 2000,
      },
      {
        ...base,
        change: 'added',
        lineKind: 'recurring',
        code: 'BOX-HD',
        description: { en: 'HD box rental', es: 'Alquiler de decodificador HD' },
        previous: 0,
        current: 999,
        delta: 999,
      },
      {
        ...base,
        change: 'credit',
        lineKind: 'credit',
        code: 'CREDIT-OUTAGE',
        description: {
          en: 'Service credit: internet outage 2026-10-17',
          es: 'Crédito de servicio: interrupción de internet del 17 de octubre de 2026',
        },
        previous: 0,
        current: -350,
        delta: -350,
      },
    ],
    ...overrides,
  };
}

export function documentsApi(overrides: Handlers = {}, billPay = true): Handlers {
  return {
    'GET /api/session': () =>
      json(
        200,
        createSessionState({
          user: createSessionUser({
            entitlements: { email: true, tv: true, dvr: true, voicemail: true, billPay },
          }),
        }),
      ),
    'GET /api/billing/accounts': () => json(200, { accounts: [createAccount()] }),
    'GET /api/billing/ebill': () => json(200, createEbill()),
    'GET /api/billing/statements': () => json(200, { statements: createStatementSummaries() }),
    'GET /api/billing/statements/st_0': () => json(200, createStatementDetail()),
    'GET /api/billing/statements/st_0/explanation': () => json(200, createStatementExplanation()),
    'GET /api/billing/bill-inserts': () => json(200, { inserts: [createBillInsert()] }),
    'GET /api/billing/bill-inserts/rate-notice': () => json(200, createBillInsert()),
    'GET /api/billing/promotions': () => json(200, { promotions: [] }),
    ...overrides,
  };
}

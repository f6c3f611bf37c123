import type { BillingSummary, PublicConfig, SessionState, SessionUser } from '@coax/contract';
import type { AuditEntry } from '@coax/contract';

/** Test data with overrides (STYLE: factories, not fixtures copied between tests). */
export function createSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    hasOOLSession: true,
    id: 'jsmith',
    corpId: '7702',
    primary: true,
    accountNumber: '07702123456',
    p: { bp: 1, email: 1, dvr: 1, mus: 'active' },
    ool: true,
    m2m: false,
    ov: true,
    io: true,
    biz: 0,
    laBoxUser: false,
    laboxOrMini: false,
    hubId: null,
    lineupId: null,
    hdHubId: null,
    hdLineupId: null,
    eoid: null,
    csrId: null,
    t: Date.UTC(2025, 0, 15, 14, 30),
    language: 'en',
    entitlements: { email: true, tv: true, dvr: true, voicemail: true, billPay: true },
    ...overrides,
  };
}

export function createSessionState(overrides: Partial<SessionState> = {}): SessionState {
  return {
    user: createSessionUser(),
    agent: null,
    csrfToken: 'csrf-from-session',
    idleExpiresAt: '2025-01-15T15:00:00.000Z',
    expired: false,
    ...overrides,
  };
}

export function anonymousSession(): SessionState {
  return { user: null, agent: null, csrfToken: 'csrf-anon', idleExpiresAt: null, expired: false };
}

export function createConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return {
    brand: { name: 'Coax', supportPhone: '1-800-555-0100' },
    links: {
      webmail: 'https://webmail.example.test/',
      webSearch: 'https://search.example.test/?q=',
      phoneBase: 'https://phone.example.test/',
    },
    session: { idleMinutes: 30, reauthHours: 12 },
    securityFlags: { blockedCorps: [] },
    ...overrides,
  };
}

export function createBillingSummary(overrides: Partial<BillingSummary> = {}): BillingSummary {
  return {
    status: { statusCode: 0, statusDesc: 'Success', canAccessBillPay: true },
    accountNumber: '07702123456',
    amountDue: 12345,
    currentBalance: 15000,
    dueDate: '2025-02-01',
    dueDays: 3,
    systemDate: '2025-01-29',
    pastDue: '',
    pastDueAmount: 0,
    csrId: null,
    statementBalance: 12345,
    nextStatementDate: '2025-02-20',
    recentPayDate: '2025-01-02',
    recentPayAmount: 9900,
    hasAutoPay: false,
    hasScheduledPayment: false,
    scheduledPayDate: null,
    scheduledPayAmount: null,
    scheduledPayNickname: null,
    defaultPmNickname: null,
    creditCardExpiring: false,
    creditCardExpired: false,
    arrangement: null,
    payByMail: {
      name: 'Coax Payment Center',
      addrLine1: 'PO Box 70341',
      addrLine2: '',
      city: 'Philadelphia',
      state: 'PA',
      zip: '19176',
    },
    pastDueAmountWithPpv: 0,
    wrt: false,
    ppvInhibit: false,
    preDeAuth: false,
    deAuth: false,
    deAuthStartDate: null,
    ...overrides,
  };
}

export function createAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    at: '2025-01-15T14:31:00.000Z',
    actorId: 'agent1',
    actorRole: 'agent',
    subjectId: 'jsmith',
    accountNumber: '07702123456',
    kind: 'session',
    action: 'csr.acting.started',
    status: 200,
    detail: null,
    ...overrides,
  };
}

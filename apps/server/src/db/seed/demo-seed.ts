import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { PasswordHasher } from '../../platform/password.ts';
import { DAY } from '../../platform/clock.ts';
import { DEMO_BLOCKED_CORP, DEMO_SPECIAL_REGION_CORP } from '../../platform/config.ts';
import { seedIdTransfer } from './id-transfer-seed.ts';
import { seedAccountMoves } from './account-moves-seed.ts';
import { seedAlerts } from './alerts-seed.ts';
import { seedBillingMethods } from './billing-methods-seed.ts';
import { seedBillingPayments } from './billing-payments-seed.ts';
import { seedBillingStatus } from './billing-status-seed.ts';
import { seedBillingDocuments } from './billing-documents-seed.ts';
import { seedOutage } from './outage-seed.ts';
import { seedDashboard } from './dashboard-seed.ts';
import { seedPhoneAndMail } from './phone-mail-seed.ts';
import { seedFaq } from './faq-seed.ts';
import { seedConfig } from './config-seed.ts';
import { seedSupport } from './support-seed.ts';
import { seedSupportCases } from './support-cases-seed.ts';
import { seedSupportTroubleshoot } from './support-troubleshoot-seed.ts';
import { seedSupportChat } from './support-chat-seed.ts';
import { seedVod } from './vod/vod-seed.ts';
import { seedListings } from './listings/listings-seed.ts';
import { seedDvr } from './dvr-seed.ts';
import { DEMO_NEW_CUSTOMER, seedAppointments } from './appointments-seed.ts';
import { seedIdentity } from './identity-seed.ts';
import { seedNetwork } from './network-seed.ts';
import { seedPromotions } from './promotions-seed.ts';
import { seedLocator } from './locator-seed.ts';
import { seedShopServices } from './shop-services-seed.ts';
import { seedShop } from './shop-seed.ts';
import { DEMO_TABLES } from './demo-tables.ts';

/** Every demo id signs in with this password (README lists the ids). */
export const DEMO_PASSWORD = 'Coax2026demo';

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface DemoAccount {
  account_number: string;
  corp_id: string;
  ool: number;
  m2m: number | null;
  ov: number;
  io: number;
  biz: number;
  labox: number;
  /** days from now the bill is due (negative: overdue) */
  dueInDays: number;
  amountDue: number;
  currentBalance: number;
  pastDue: '' | '30' | '60';
  pastDueAmount: number;
}

const tv = { hub_id: '105', lineup_id: '1', hd_hub_id: '105', hd_lineup_id: '101' };

/** The demo accounts and users. Fixed data, with dates laid out relative to `now`. */
const ACCOUNTS: DemoAccount[] = [
  {
    account_number: '781245006201',
    corp_id: '7702',
    ool: 1,
    m2m: 0,
    ov: 1,
    io: 1,
    biz: 0,
    labox: 0,
    dueInDays: 4,
    amountDue: 14287,
    currentBalance: 14287,
    pastDue: '',
    pastDueAmount: 0,
  },
  {
    account_number: '781245006302',
    corp_id: '7704',
    ool: 1,
    m2m: null,
    ov: 0,
    io: 1,
    biz: 0,
    labox: 1,
    dueInDays: 12,
    amountDue: 8950,
    currentBalance: 8950,
    pastDue: '',
    pastDueAmount: 0,
  },
  {
    account_number: '781245006403',
    corp_id: '7710',
    ool: 1,
    m2m: 0,
    ov: 1,
    io: 1,
    biz: 1,
    labox: 0,
    dueInDays: 9,
    amountDue: 41200,
    currentBalance: 41200,
    pastDue: '',
    pastDueAmount: 0,
  },
  {
    account_number: '781245006504',
    corp_id: '7702',
    ool: 1,
    m2m: 0,
    ov: 0,
    io: 1,
    biz: 0,
    labox: 0,
    dueInDays: -30,
    amountDue: 21480,
    currentBalance: 21480,
    pastDue: '30',
    pastDueAmount: 10740,
  },
  {
    account_number: '781245006605',
    corp_id: '7715',
    ool: 1,
    m2m: 0,
    ov: 0,
    io: 0,
    biz: 0,
    labox: 0,
    dueInDays: 18,
    amountDue: 6499,
    currentBalance: 6499,
    pastDue: '',
    pastDueAmount: 0,
  },
  {
    // jmover's new account, in a corp whose TV is in transition (the demo's blocked corp)
    account_number: '781245006807',
    corp_id: DEMO_BLOCKED_CORP,
    ool: 1,
    m2m: 0,
    ov: 0,
    io: 1,
    biz: 0,
    labox: 0,
    dueInDays: 16,
    amountDue: 11873,
    currentBalance: 11873,
    pastDue: '',
    pastDueAmount: 0,
  },
  {
    // sregion's account, in the demo's special-region corp (seed 000: the agent desk marks it)
    account_number: '781245007110',
    corp_id: DEMO_SPECIAL_REGION_CORP,
    ool: 1,
    m2m: 0,
    ov: 0,
    io: 1,
    biz: 0,
    labox: 0,
    dueInDays: 10,
    amountDue: 9275,
    currentBalance: 9275,
    pastDue: '',
    pastDueAmount: 0,
  },
];

interface DemoUser {
  id: string;
  account_number: string | null;
  role: 'subscriber' | 'csr';
  display_name: string;
  primary_user: number;
  bp: number;
  email: number;
  dvr: number;
  mus: string | null;
  language: 'en' | 'es';
}

const USERS: DemoUser[] = [
  {
    id: 'jsmith',
    account_number: '781245006201',
    role: 'subscriber',
    display_name: 'John Smith',
    primary_user: 1,
    bp: 1,
    email: 1,
    dvr: 1,
    mus: 'active',
    language: 'en',
  },
  {
    id: 'jsmith.kid',
    account_number: '781245006201',
    role: 'subscriber',
    display_name: 'Jamie Smith',
    primary_user: 0,
    bp: 0,
    email: 1,
    dvr: 0,
    mus: 'active',
    language: 'en',
  },
  {
    id: 'mgarcia',
    account_number: '781245006302',
    role: 'subscriber',
    display_name: 'María García',
    primary_user: 1,
    bp: 1,
    email: 1,
    dvr: 1,
    mus: 'active',
    language: 'es',
  },
  {
    id: 'acmebiz',
    account_number: '781245006403',
    role: 'subscriber',
    display_name: 'Acme Hardware LLC',
    primary_user: 1,
    bp: 1,
    email: 1,
    dvr: 1,
    mus: 'active',
    language: 'en',
  },
  {
    id: 'latepay',
    account_number: '781245006504',
    role: 'subscriber',
    display_name: 'Lee Tate',
    primary_user: 1,
    bp: 1,
    email: 1,
    dvr: 1,
    mus: 'hold',
    language: 'en',
  },
  {
    id: 'netonly',
    account_number: '781245006605',
    role: 'subscriber',
    display_name: 'Nia Patel',
    primary_user: 1,
    bp: 1,
    email: 1,
    dvr: 0,
    mus: 'inactive',
    language: 'en',
  },
  {
    id: 'jmover',
    account_number: '781245006807',
    role: 'subscriber',
    display_name: 'Jordan Mover',
    primary_user: 1,
    bp: 1,
    email: 1,
    dvr: 1,
    mus: 'inactive',
    language: 'en',
  },
  {
    id: 'sregion',
    account_number: '781245007110',
    role: 'subscriber',
    display_name: 'Sofía Reyes',
    primary_user: 1,
    bp: 1,
    email: 1,
    dvr: 1,
    mus: 'active',
    language: 'es',
  },
  {
    id: 'agent1',
    account_number: null,
    role: 'csr',
    display_name: 'Alex Rivera',
    primary_user: 0,
    bp: 0,
    email: 0,
    dvr: 0,
    mus: null,
    language: 'en',
  },
];

/** True when the database has no users yet. */
export async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/**
 * Replaces all demo data. Deterministic: the same `now` gives the same rows (password hashes
 * differ only by their salt). Runs in one transaction; with `onlyIfEmpty`, that transaction
 * first looks whether another process has seeded meanwhile and then leaves everything as it is.
 * Answers whether it seeded.
 */
export async function seedDemo(
  db: Kysely<Database>,
  hasher: PasswordHasher,
  now: number,
  /** vodTitles: the size of the generated on-demand catalogue (DEMO_VOD_TITLES by default);
   * guideChannels and guideDays: the listings' size (DEMO_GUIDE_CHANNELS x 14 days by default);
   * tcLocationId: configuration's APPOINTMENT_TC_LOCATION_ID */
  opts: {
    vodTitles?: number;
    guideChannels?: number;
    guideDays?: number;
    tcLocationId?: string;
    onlyIfEmpty?: boolean;
  } = {},
): Promise<boolean> {
  const hash = await hasher.hash(DEMO_PASSWORD);
  const newCustomerPinHash = await hasher.hash(DEMO_NEW_CUSTOMER.pin);
  return db.transaction().execute(async (trx) => {
    if (opts.onlyIfEmpty && !(await isEmpty(trx))) return false;
    for (const t of DEMO_TABLES) {
      await trx.deleteFrom(t).execute();
    }
    for (const a of ACCOUNTS) {
      const { dueInDays, amountDue, currentBalance, pastDue, pastDueAmount, ...acct } = a;
      await trx
        .insertInto('accounts')
        .values({
          ...acct,
          type: 0,
          active: 1,
          disconnect_date: null,
          eoid: `EO${a.account_number.slice(-4)}`,
          ...(a.io ? tv : { hub_id: null, lineup_id: null, hd_hub_id: null, hd_lineup_id: null }),
        })
        .execute();
      await trx
        .insertInto('account_balances')
        .values({
          account_number: a.account_number,
          amount_due_cents: amountDue,
          current_balance_cents: currentBalance,
          due_date: isoDay(now + dueInDays * DAY),
          past_due: pastDue,
          past_due_cents: pastDueAmount,
        })
        .execute();
    }
    for (const u of USERS) {
      await trx
        .insertInto('users')
        .values({ ...u, password_hash: hash, created_at: now })
        .execute();
    }
    await seedIdentity(trx);
    await seedAccountMoves(trx, now);
    await seedIdTransfer(trx, now, hash);
    await seedBillingMethods(trx, now);
    await seedBillingPayments(trx, now);
    await seedBillingStatus(trx, now);
    // Statements agree with the balances, statuses and payments seeded above, so they come last.
    await seedBillingDocuments(trx, now);
    await seedOutage(trx, now);
    await seedAlerts(trx, now);
    await seedDashboard(trx, now);
    await seedPhoneAndMail(trx);
    await seedFaq(trx, now);
    await seedConfig(trx, now);
    await seedSupport(trx, now);
    await seedSupportCases(trx, now);
    await seedSupportTroubleshoot(trx);
    await seedVod(trx, now, opts.vodTitles);
    await seedListings(trx, now, opts.guideChannels, opts.guideDays);
    await seedDvr(trx, now);
    await seedAppointments(trx, now, opts.tcLocationId, newCustomerPinHash);
    await seedNetwork(trx, now);
    await seedPromotions(trx, now);
    await seedLocator(trx);
    await seedShopServices(trx, now);
    await seedShop(trx);
    await seedSupportChat(trx, now);
    return true;
  });
}

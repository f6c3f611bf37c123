import { Migrator, type Kysely, type Migration } from 'kysely';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';
import * as m0001 from './migrations/0001-initial.ts';
import * as m0002 from './migrations/0002-alerts-outage.ts';
import * as m0003 from './migrations/0003-dashboard-and-bill-widget.ts';
import * as m0004 from './migrations/0004-faq-and-support.ts';
import * as m0005 from './migrations/0005-billing.ts';
import * as m0006 from './migrations/0006-vod.ts';
import * as m0007 from './migrations/0007-account-moves.ts';
import * as m0008 from './migrations/0008-listings.ts';
import * as m0009 from './migrations/0009-dvr.ts';
import * as m0010 from './migrations/0010-box-settings.ts';
import * as m0011 from './migrations/0011-outbox.ts';
import * as m0012 from './migrations/0012-appointments.ts';
import * as m0013 from './migrations/0013-payment-confirmation-codes.ts';
import * as m0014 from './migrations/0014-idempotency-resource.ts';
import * as m0015 from './migrations/0015-phone-and-webmail.ts';
import * as m0016 from './migrations/0016-identity.ts';
import * as m0017 from './migrations/0017-network.ts';
import * as m0018 from './migrations/0018-appointment-new-customers.ts';
import * as m0019 from './migrations/0019-audit-actor-and-kind.ts';
import * as m0020 from './migrations/0020-listings-art.ts';
import * as m0021 from './migrations/0021-statement-line-codes.ts';
import * as m0022 from './migrations/0022-support.ts';
import * as m0023 from './migrations/0023-trusted-devices.ts';
import * as m0024 from './migrations/0024-statement-line-names-es.ts';
import * as m0028 from './migrations/0028-support-cases.ts';
import * as m0027 from './migrations/0027-support-troubleshoot.ts';
import * as m0031 from './migrations/0031-promotions.ts';
import * as m0029 from './migrations/0029-locator.ts';
import * as m0026 from './migrations/0026-shop-services.ts';
import * as m0025 from './migrations/0025-shop.ts';
import * as m0030 from './migrations/0030-support-chat.ts';
import * as m0032 from './migrations/0032-payment-arrangements.ts';
import * as m0035 from './migrations/0035-credits-applied-and-mail-attachments.ts';
import * as m0039 from './migrations/0039-profile-pin.ts';
import * as m0041 from './migrations/0041-vod-exact-title.ts';
import * as m0042 from './migrations/0042-vod-spanish-names.ts';
import * as m0043 from './migrations/0043-outage-notices.ts';
import * as m0044 from './migrations/0044-shop-orders.ts';
import * as m0045 from './migrations/0045-shop-returns.ts';
import * as m0046 from './migrations/0046-shop-order-reviews.ts';
import * as m0047 from './migrations/0047-move-leads.ts';

/** Migrations in order; names never change once shipped. */
const migrations: Record<string, Migration> = {
  '0001-initial': m0001,
  '0002-alerts-outage': m0002,
  '0003-dashboard-and-bill-widget': m0003,
  '0004-faq-and-support': m0004,
  '0005-billing': m0005,
  '0006-vod': m0006,
  '0007-account-moves': m0007,
  '0008-listings': m0008,
  '0009-dvr': m0009,
  '0010-box-settings': m0010,
  '0011-outbox': m0011,
  '0012-appointments': m0012,
  '0013-payment-confirmation-codes': m0013,
  '0014-idempotency-resource': m0014,
  '0015-phone-and-webmail': m0015,
  '0016-identity': m0016,
  '0017-network': m0017,
  '0018-appointment-new-customers': m0018,
  '0019-audit-actor-and-kind': m0019,
  '0020-listings-art': m0020,
  '0021-statement-line-codes': m0021,
  '0022-support': m0022,
  '0023-trusted-devices': m0023,
  '0024-statement-line-names-es': m0024,
  '0028-support-cases': m0028,
  '0027-support-troubleshoot': m0027,
  '0031-promotions': m0031,
  '0029-locator': m0029,
  '0026-shop-services': m0026,
  '0025-shop': m0025,
  '0030-support-chat': m0030,
  '0032-payment-arrangements': m0032,
  '0035-credits-applied-and-mail-attachments': m0035,
  '0039-profile-pin': m0039,
  '0041-vod-exact-title': m0041,
  '0042-vod-spanish-names': m0042,
  '0043-outage-notices': m0043,
  '0044-shop-orders': m0044,
  '0045-shop-returns': m0045,
  '0046-shop-order-reviews': m0046,
  '0047-move-leads': m0047,
};

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db: db.kysely, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** The names of migrations this build knows that the database has not run yet. */
export async function pendingMigrations(kysely: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db: kysely, provider: { getMigrations: async () => migrations } });
  const known = await migrator.getMigrations();
  return known.filter((m) => m.executedAt === undefined).map((m) => m.name);
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, dialect, type TestApp } from '../../../test/harness.ts';
import { argon2Hasher } from '../../platform/password.ts';
import { seedDemo } from './demo-seed.ts';
import { DEMO_TABLES } from './demo-tables.ts';

/** The migrator's own bookkeeping, not an area's. */
const MIGRATOR_TABLES = ['kysely_migration', 'kysely_migration_lock'];

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ vodTitles: 50, guideChannels: 2 });
});
afterAll(async () => app.close());

async function migratedTables(): Promise<string[]> {
  const db = app.db.kysely;
  const rows =
    dialect === 'sqlite'
      ? await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)
      : await sql<{
          name: string;
        }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(
          db,
        );
  return rows.rows.map((r) => r.name).filter((n) => !MIGRATOR_TABLES.includes(n));
}

describe('per-area table lists', () => {
  it('name every table of the migrated database, each in exactly one list', async () => {
    const tables = await migratedTables();
    const listed: readonly string[] = DEMO_TABLES;
    expect(new Set(listed).size, 'a table is in two lists').toBe(listed.length);
    expect([...listed].sort()).toEqual([...tables].sort());
  });

  it('lets the demo seed start again over rows that refer to other areas', async () => {
    // A saved box setting and a PIN try refer to a DVR box; reseeding deletes the lists in order
    // (children before parents), which the foreign keys would refuse were the order wrong.
    const db = app.db.kysely;
    const box = await db.selectFrom('dvr_boxes').select('id').executeTakeFirstOrThrow();
    await db
      .insertInto('box_settings')
      .values({ device_id: box.id, settings_json: '{}', updated_at: 0, updated_by: 'jsmith' })
      .execute();
    await db
      .insertInto('box_pin_failures')
      .values({ attempt_id: 'try-1', device_id: box.id, pin_type: 'parental', at: 0 })
      .execute();
    await seedDemo(db, argon2Hasher(1024), app.clock.now(), {
      vodTitles: 50,
      guideChannels: 2,
      guideDays: 1,
    });
    expect(await db.selectFrom('box_settings').select('device_id').execute()).toEqual([]);
    expect(await db.selectFrom('box_pin_failures').select('attempt_id').execute()).toEqual([]);
    expect(await db.selectFrom('dvr_boxes').select('id').execute()).not.toEqual([]);
  });
});

import { Migrator, type Migration } from 'kysely';
import type { Db } from './database.ts';
import * as m0001 from './migrations/0001-initial.ts';

/** Migrations in order; names never change once shipped. */
const migrations: Record<string, Migration> = {
  '0001-initial': m0001,
};

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db: db.kysely, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

// `npm run seed`: recreates the demo data in the configured database.
import { loadConfig } from '../platform/config.ts';
import { argon2Hasher } from '../platform/password.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { seedDemo } from './seed/demo-seed.ts';

const config = loadConfig();
const db = openDatabase({ url: config.DATABASE_URL, file: config.DATABASE_FILE });
try {
  await migrateToLatest(db);
  await seedDemo(db.kysely, argon2Hasher(config.PASSWORD_MEMORY_KIB), Date.now(), {
    tcLocationId: config.APPOINTMENT_TC_LOCATION_ID,
  });
  console.log(`Demo data written to ${db.dialect === 'sqlite' ? config.DATABASE_FILE : 'PostgreSQL'}.`);
} finally {
  await db.close();
}

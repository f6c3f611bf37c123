import { randomBytes } from 'node:crypto';
import { onServer, templatePrefix } from './seeded-database.ts';

/**
 * The server suite's run: names it (`COAX_TEST_RUN`, which its workers inherit) so the template
 * databases its workers build on PostgreSQL are its own, and drops them when it ends.
 */
export default function setup() {
  const run = randomBytes(4).toString('hex');
  process.env.COAX_TEST_RUN = run;
  return async () => {
    const admin = process.env.TEST_DATABASE_URL;
    const prefix = templatePrefix(run);
    if (!admin || !prefix) return;
    const templates = await onServer<{ datname: string }>(
      admin,
      'select datname from pg_database where starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of templates) {
      await onServer(admin, `drop database if exists ${datname} with (force)`);
    }
  };
}

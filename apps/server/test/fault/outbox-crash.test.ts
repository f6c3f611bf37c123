import { randomUUID } from 'node:crypto';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, openSqlite, type Db } from '../../src/db/database.ts';
import { enqueue } from '../../src/platform/outbox/outbox.ts';
import { dialect } from '../harness.ts';
import { freshLiveDatabase, startLiveServer, type LiveServer } from './live-server.ts';

// Issue 15 item 7: messages are never lost. Three hundred e-mails wait in the outbox; the server
// is killed (SIGKILL) while the job runner is delivering them and started again. Every message
// reaches the mail server; none arrives twice, except that the one row a runner may hold at the
// moment of the kill is sent again after its lease, and then with the same Message-ID, which lets
// the receiving side drop the copy.

const COUNT = 300;
const TOPIC = `fault:outbox:${randomUUID()}`;

interface Received {
  messageId: string;
  subject: string;
}

let database: { file?: string; url?: string };
let cleanup: () => Promise<void> | void = () => undefined;
const received: Received[] = [];
const sinkErrors: string[] = [];
let sink: SMTPServer;
let sinkPort = 0;

beforeAll(async () => {
  ({ database, cleanup } = await freshLiveDatabase(dialect));
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          received.push({ messageId: mail.messageId ?? '', subject: mail.subject ?? '' });
          done();
        })
        .catch((e: unknown) => done(e instanceof Error ? e : new Error(String(e))));
    },
  });
  // The killed server's open connection to the sink ends with a reset: that is the kill, not a fault.
  sink.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'ECONNRESET') sinkErrors.push(err.message);
  });
  sinkPort = await new Promise<number>((resolve) => {
    sink.listen(0, '127.0.0.1', () => {
      const address = sink.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
});
afterAll(async () => {
  await new Promise<void>((resolve) => sink.close(() => resolve()));
  await cleanup();
});

async function inspect<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  const db = database.url ? openPostgres(database.url, 2) : openSqlite(database.file ?? '');
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

const ours = () => received.filter((m) => m.subject.startsWith('Outbox fault '));

async function until(done: () => boolean | Promise<boolean>, what: string) {
  const deadline = Date.now() + 150_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe(`the outbox across a kill -9, on ${dialect}`, { timeout: 360_000 }, () => {
  let server: LiveServer | undefined;
  afterAll(async () => server?.stop());

  it('delivers every message and none twice but the one in flight, which keeps its Message-ID', async () => {
    const env = { SMTP_URL: `smtp://127.0.0.1:${sinkPort}`, JOBS_INTERVAL_MS: '200' };
    const first = await startLiveServer(database, env);
    // Written as a change writes them (enqueue), from outside the server, as another process would.
    const ids = await inspect(async (db) => {
      await enqueue(
        db.kysely,
        Date.now(),
        Array.from({ length: COUNT }, (_, n) => ({
          channel: 'email' as const,
          to: `fault${n}@coax.example`,
          subject: `Outbox fault ${n}`,
          body: `Message ${n}`,
          topic: TOPIC,
        })),
      );
      const rows = await db.kysely.selectFrom('outbox').select('id').where('topic', '=', TOPIC).execute();
      return rows.map((r) => r.id);
    });
    expect(ids).toHaveLength(COUNT);

    await until(() => ours().length >= 40, 'the first deliveries');
    await first.kill();
    const atKill = ours().length;
    expect(atKill).toBeLessThan(COUNT);

    const restartedAt = Date.now();
    server = await startLiveServer(database, env);
    const left = () =>
      inspect(async (db) => {
        const rows = await db.kysely
          .selectFrom('outbox')
          .select(['id', 'sent_at', 'claimed_at'])
          .where('topic', '=', TOPIC)
          .execute();
        return rows.filter((r) => r.sent_at === null);
      });
    // Everything not held by the killed runner goes out; a held row waits out its lease.
    const heldByTheKilled = (r: { claimed_at: number | null }) =>
      r.claimed_at !== null && Number(r.claimed_at) < restartedAt;
    await until(async () => (await left()).every(heldByTheKilled), 'the rest of the outbox');
    const held = await left();
    expect(held.length).toBeLessThanOrEqual(1);

    const messages = ours();
    const byId = new Map<string, number>();
    for (const m of messages) byId.set(m.messageId, (byId.get(m.messageId) ?? 0) + 1);
    // Each message carries its outbox row's id, and no Message-ID arrived twice.
    const expected = ids.map((id) => `<${id}@coax.example>`);
    expect([...byId.values()].every((n) => n === 1)).toBe(true);
    // Every row the database calls sent reached the mail server; only a held row may be missing.
    const missing = expected.filter((id) => !byId.has(id));
    expect(missing.length).toBeLessThanOrEqual(held.length);
    expect(messages.length).toBe(COUNT - missing.length);
    expect(messages.length).toBeGreaterThan(atKill);
    expect(sinkErrors).toEqual([]);
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

// The real server as a separate process (apps/server/src/main.ts), for the fault tests: what a
// deployment does when a process is killed, restarted, or runs beside others.

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface LiveServer {
  baseUrl: string;
  port: number;
  /** SIGKILL: no shutdown hook runs, open transactions are cut off where they are */
  kill(): Promise<void>;
  /** SIGTERM, then SIGKILL after 10 s (30 s with a drain); resolves with the exit code */
  stop(): Promise<number | null>;
}

/**
 * A port below Linux's ephemeral range (32768 and up) that is free now. A port the kernel hands
 * out for `listen(0)` can be taken a moment later as the local end of some other test's outgoing
 * connection; one from below the range can only be taken by another listener, which the caller
 * retries past.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise<boolean>((resolve) => {
      const s = net.createServer();
      s.once('error', () => resolve(false));
      s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

interface LiveDb {
  file?: string;
  url?: string;
  redisUrl?: string;
}

class PortTaken extends Error {}

/**
 * Starts a server on a database (a SQLite file or a PostgreSQL URL) and waits for /api/health;
 * `env` adds or overrides settings (TRUST_PROXY behind a proxy, say).
 */
export async function startLiveServer(db: LiveDb, env: Record<string, string> = {}): Promise<LiveServer> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOn(db, await freePort(), env);
    } catch (err) {
      if (!(err instanceof PortTaken) || attempt === 3) throw err;
    }
  }
}

/** The environment a live server runs with: quiet logs, no rate limit, no web app, its database. */
function liveEnv(db: LiveDb, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_FILE: db.file ?? path.join(os.tmpdir(), 'coax-fault-unused.sqlite'),
    DATABASE_URL: db.url ?? '',
    REDIS_URL: db.redisUrl ?? '',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '1000000',
    RATE_LIMIT_SESSION_PER_MINUTE: '1000000',
    SEED_DEMO: 'true',
    MAIL_CATCHER_PORT: '0',
    // The posting job would take over 'processing' payments on its own schedule; the tests
    // check what the requests themselves left behind.
    JOBS_INTERVAL_MS: '3600000',
    WEB_DIST: path.join(os.tmpdir(), 'coax-fault-no-web-app'),
  };
}

/** Runs the server with `env` on top of a live server's, expecting it to stop by itself. */
export async function runToExit(
  db: LiveDb,
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...liveEnv(db, await freePort()), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (stderr += c.toString()));
  await exited(child);
  return { code: child.exitCode, stdout, stderr };
}

async function startOn(db: LiveDb, port: number, env: Record<string, string>): Promise<LiveServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...liveEnv(db, port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (c: Buffer) => (output = (output + c.toString()).slice(-8000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      const Failure = output.includes('EADDRINUSE') ? PortTaken : Error;
      throw new Failure(`the server exited with ${child.exitCode}:\n${output}`);
    }
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start within 120 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    baseUrl,
    port,
    kill: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
    stop: async () => {
      child.kill('SIGTERM');
      const grace = env.SHUTDOWN_DRAIN_SECONDS ? 30_000 : 10_000;
      const timer = setTimeout(() => child.kill('SIGKILL'), grace);
      await exited(child);
      clearTimeout(timer);
      return child.exitCode;
    },
  };
}

/** A browser's cookie jar and anti-forgery header for one signed-in demo user. */
export interface Client {
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  get(path: string): Promise<Response>;
  cookie: string;
  csrf: string;
}

export async function signIn(baseUrl: string, id: string, password: string): Promise<Client> {
  const jar = new Map<string, string>();
  const take = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (pair && eq > 0) jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  };
  take(await fetch(`${baseUrl}/api/session`));
  const csrf = jar.get('coax_csrf') ?? '';
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const login = await fetch(`${baseUrl}/api/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, cookie: cookie() },
    body: JSON.stringify({ id, password }),
  });
  if (!login.ok) throw new Error(`sign-in as ${id}: ${login.status} ${await login.text()}`);
  take(login);
  const client: Client = {
    cookie: cookie(),
    csrf,
    post: (p, body, headers = {}) =>
      fetch(`${baseUrl}${p}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-csrf-token': csrf,
          cookie: client.cookie,
          ...headers,
        },
        body: JSON.stringify(body),
      }),
    get: (p) => fetch(`${baseUrl}${p}`, { headers: { cookie: client.cookie } }),
  };
  return client;
}

/** A new, empty PostgreSQL database for one test, dropped by `drop`. */
export async function freshPostgres(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `coax_fault_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A temporary folder for a SQLite file, removed by `remove`. */
export function tempSqliteFile(): { file: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coax-fault-'));
  return {
    file: path.join(dir, 'fault.sqlite'),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** An empty database of the suite's dialect for live servers, and how to remove it afterwards. */
export async function freshLiveDatabase(
  dialect: 'sqlite' | 'postgres',
): Promise<{ database: LiveDb; cleanup: () => Promise<void> | void }> {
  if (dialect === 'postgres') {
    const pg = await freshPostgres(process.env.TEST_DATABASE_URL ?? '');
    return { database: { url: pg.url }, cleanup: pg.drop };
  }
  const tmp = tempSqliteFile();
  return { database: { file: tmp.file }, cleanup: tmp.remove };
}

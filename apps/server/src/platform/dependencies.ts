import net from 'node:net';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { Config } from './config.ts';

/** How long a start-up check waits for a dependency to answer. */
export const STARTUP_CHECK_MS = 5_000;

/** A dependency the server cannot start without, named by its setting and the cause, in one line. */
export class StartupError extends Error {
  constructor(
    readonly setting: string,
    cause: string,
  ) {
    super(`${setting}: ${cause}`);
    this.name = 'StartupError';
  }
}

const where = (url: URL, port: number) => `${url.hostname || 'localhost'}:${url.port || port}`;

/** The database named in DATABASE_URL answers and exists. */
export async function checkPostgres(url: string, timeoutMs = STARTUP_CHECK_MS): Promise<void> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new StartupError('DATABASE_URL', 'is not a postgres:// address');
  }
  const name = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || 'postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
  } catch (err) {
    const { code, message } = err as { code?: string; message?: string };
    if (code === '3D000') {
      throw new StartupError(
        'DATABASE_URL',
        `database "${name}" does not exist — create it or unset DATABASE_URL for the embedded database`,
      );
    }
    if (code === '28P01' || code === '28000') {
      throw new StartupError('DATABASE_URL', `PostgreSQL refused the user or password (${message ?? code})`);
    }
    if (
      code === 'ECONNREFUSED' ||
      code === 'ENOTFOUND' ||
      code === 'EHOSTUNREACH' ||
      /timeout/i.test(message ?? '')
    ) {
      throw new StartupError(
        'DATABASE_URL',
        `no PostgreSQL answers at ${where(parsed, 5432)} — start it, correct the address, or unset DATABASE_URL for the embedded database`,
      );
    }
    throw new StartupError('DATABASE_URL', message ?? String(err));
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Redis at REDIS_URL answers a PING. */
export async function checkRedis(url: string, timeoutMs = STARTUP_CHECK_MS): Promise<void> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new StartupError('REDIS_URL', 'is not a redis:// address');
  }
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    enableOfflineQueue: false,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    const message = (err as Error).message ?? String(err);
    throw new StartupError(
      'REDIS_URL',
      /NOAUTH|WRONGPASS/i.test(message)
        ? `Redis refused the password (${message})`
        : `no Redis answers at ${where(parsed, 6379)} — start it, correct the address, or unset REDIS_URL to keep sessions in the database`,
    );
  } finally {
    redis.disconnect();
  }
}

/** Something listens at SMTP_URL's host and port. */
export async function checkSmtp(url: string, timeoutMs = STARTUP_CHECK_MS): Promise<void> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new StartupError('SMTP_URL', 'is not an smtp:// address');
  }
  const port = Number(parsed.port || (parsed.protocol === 'smtps:' ? 465 : 25));
  await new Promise<void>((resolve, reject) => {
    const socket = net.connect({ host: parsed.hostname, port });
    const fail = () => {
      socket.destroy();
      reject(
        new StartupError(
          'SMTP_URL',
          `no mail server answers at ${parsed.hostname}:${port} — start it, correct the address, or unset SMTP_URL`,
        ),
      );
    };
    socket.setTimeout(timeoutMs, fail);
    socket.once('error', fail);
    socket.once('connect', () => {
      socket.destroy();
      resolve();
    });
  });
}

/** Every configured dependency, checked before anything else starts. */
export async function checkDependencies(config: Config): Promise<void> {
  if (config.DATABASE_URL) await checkPostgres(config.DATABASE_URL);
  if (config.REDIS_URL) await checkRedis(config.REDIS_URL);
  if (config.SMTP_URL) await checkSmtp(config.SMTP_URL);
}

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  baseUrl: string;
  /** the server process's id, to read its memory from /proc */
  pid: number;
  /** stops the server and removes its temporary files */
  stop(): Promise<void>;
}

/** A port nobody is listening on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      s.close(() => (addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with code ${child.exitCode}:\n${output()}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not answer /api/health within ${timeoutMs / 1000} s:\n${output()}`);
}

/**
 * Starts the real server (apps/server/src/main.ts) as a child process, on the embedded
 * database in a temporary file, or on `databaseUrl`. Node runs it with the tsx loader directly
 * rather than through `npx tsx`, so the process we stop is the server itself.
 */
export async function startServer(opts: {
  databaseUrl?: string;
  /** an embedded database prepared beforehand (default: a new one in a temporary folder) */
  databaseFile?: string;
  /** seed the demo data at start (default true; false for a database prepared beforehand) */
  seed?: boolean;
  /** keep sessions in Redis, as several processes behind a load balancer must */
  redisUrl?: string;
  webDist?: string;
  /** flags for node itself, before the loader (a CPU profile: `--cpu-prof`) */
  nodeArgs?: string[];
}): Promise<RunningServer> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coax-bench-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // Production settings, as a deployment runs them (argon2 at full strength, Secure cookies).
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_FILE: opts.databaseFile ?? path.join(dir, 'bench.sqlite'),
    DATABASE_URL: opts.databaseUrl ?? '',
    REDIS_URL: opts.redisUrl ?? '',
    LOG_LEVEL: 'warn',
    // The per-address limit would measure itself, not the server: every request comes from one address.
    // 1,000,000 is the largest value the server's configuration accepts.
    RATE_LIMIT_PER_MINUTE: '1000000',
    RATE_LIMIT_SESSION_PER_MINUTE: '1000000',
    SEED_DEMO: opts.seed === false ? 'false' : 'true',
    WEB_DIST: opts.webDist ?? path.join(dir, 'no-web-app'),
  };
  const child = spawn(
    process.execPath,
    [...(opts.nodeArgs ?? []), '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const keep = (c: Buffer) => {
    // Only the tail matters when something goes wrong; warnings under load can be many.
    output = (output + c.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, () => output, 60_000);
  } catch (e) {
    await stop();
    throw e;
  }
  return { baseUrl, pid: child.pid ?? 0, stop };
}

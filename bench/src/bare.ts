import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, repoRoot } from './server-process.ts';

/**
 * Starts bare-server.ts in its own process, as the real server runs, and returns its address and
 * a stop function. Every run measures it first: the ratio to it says how near the framework's own
 * limit a route is, whatever the machine.
 */
export async function startBare(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join('bench', 'src', 'bare-server.ts'), String(port)],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/bare`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error('The bare Fastify process did not start');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, stop };
}

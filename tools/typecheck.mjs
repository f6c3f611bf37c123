// npm run typecheck: every workspace's tsconfig, two at a time (the CI machine has two cores).
// Each project is checked on its own, as `tsc -p` would; the first failure's output is printed
// in full and the exit code is non-zero if any project fails.
import { spawn } from 'node:child_process';
import os from 'node:os';

const projects = ['packages/domain', 'packages/contract', 'apps/server', 'apps/web', 'e2e', 'bench'];
const parallel = Math.max(1, Math.min(2, os.availableParallelism()));

function check(project) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['node_modules/typescript/bin/tsc', '-p', project], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.on('close', (code) => resolve({ project, code, out, seconds: (Date.now() - started) / 1000 }));
  });
}

const queue = [...projects];
const results = [];
await Promise.all(
  Array.from({ length: parallel }, async () => {
    for (let p = queue.shift(); p; p = queue.shift()) {
      const r = await check(p);
      console.log(`tsc -p ${r.project}: ${r.code === 0 ? 'ok' : 'FAILED'} (${r.seconds.toFixed(1)} s)`);
      results.push(r);
    }
  }),
);
const failed = results.filter((r) => r.code !== 0);
for (const r of failed) console.log(`\n${r.project}\n${r.out}`);
process.exit(failed.length ? 1 : 0);

// node tools/together.mjs typecheck lint build: runs npm scripts at once and waits for all of them.
// The checks before the tests each use one or two cores and none reads what another writes (the
// build writes dist/, which the lint and the formatter skip), so on the CI machine's two cores
// they finish sooner side by side than one after another. Each script's output is printed whole
// when it ends, so the logs never interleave; the exit code is non-zero if any script failed.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node tools/together.mjs <npm script>...');
  process.exit(2);
}

function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n── npm run ${script}: ${code === 0 ? 'ok' : 'FAILED'} (${seconds} s)`);
      if (out.trim()) console.log(out.trimEnd());
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(scripts.map(run));
const failed = scripts.filter((_, i) => !results[i]);
if (failed.length) console.log(`\nFailed: ${failed.join(', ')}`);
process.exit(failed.length ? 1 : 0);

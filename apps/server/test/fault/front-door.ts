import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './live-server.ts';

// nginx (Debian's package) in front of live servers, run from the project's own
// deploy/nginx/coax.conf with its blanks filled in: the front door docs/deploy.md describes.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const NGINX = '/usr/sbin/nginx';
export const hasNginx = fs.existsSync(NGINX);

export interface FrontDoor {
  baseUrl: string;
  stop(): Promise<void>;
}

/** A self-signed certificate for 127.0.0.1, made for one run. */
function certificate(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1',
    '-subj', '/CN=127.0.0.1', '-keyout', key, '-out', cert,
  ], { stdio: 'ignore' }); // prettier-ignore
  return { cert, key };
}

/** Starts nginx on a free port in front of `upstreamPorts` and waits until it answers. */
export async function startFrontDoor(upstreamPorts: number[]): Promise<FrontDoor> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coax-nginx-'));
  const { cert, key } = certificate(dir);
  const port = await freePort();
  const site = fs
    .readFileSync(path.join(repoRoot, 'deploy/nginx/coax.conf'), 'utf8')
    .replace(
      '{{UPSTREAMS}}',
      upstreamPorts.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n  '),
    )
    .replace('{{LISTEN}}', `127.0.0.1:${port}`)
    .replace('{{CERT}}', cert)
    .replace('{{KEY}}', key);
  fs.writeFileSync(path.join(dir, 'coax.conf'), site);
  // The main file a distribution would provide, kept inside the run's folder.
  const main = [
    'daemon off;',
    'worker_processes 1;',
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 256; }',
    'http {',
    '  access_log off;',
    `  client_body_temp_path ${dir}/body;`,
    `  proxy_temp_path ${dir}/proxy;`,
    `  fastcgi_temp_path ${dir}/fastcgi;`,
    `  uwsgi_temp_path ${dir}/uwsgi;`,
    `  scgi_temp_path ${dir}/scgi;`,
    `  include ${dir}/coax.conf;`,
    '}',
  ].join('\n');
  fs.writeFileSync(path.join(dir, 'nginx.conf'), main);
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const baseUrl = `https://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health/live`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not answer within 30 s: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    baseUrl,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGQUIT');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

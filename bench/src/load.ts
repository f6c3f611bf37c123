import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { DEMO_PASSWORD, type Load } from './scenarios.ts';

export interface Measurement {
  /** 2xx answers per second */
  rps: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** answers that were not 2xx, plus connection errors and timeouts: any of these spoils the figure */
  failures: number;
}

/** Cookies as the server set them, kept as name=value pairs. */
function cookiesFrom(res: Response, into: Map<string, string>) {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const eq = pair?.indexOf('=') ?? -1;
    if (pair && eq > 0) into.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
}

/**
 * The headers a browser would send for a load: the anti-forgery cookie and header for a POST,
 * and for a signed-in load the session cookie from a real sign-in.
 */
export async function headersFor(baseUrl: string, load: Load): Promise<Record<string, string>> {
  const jar = new Map<string, string>();
  cookiesFrom(await fetch(`${baseUrl}/api/session`), jar);
  const csrf = jar.get('coax_csrf');
  if (!csrf) throw new Error('GET /api/session set no coax_csrf cookie');
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  if (load.as) {
    const res = await fetch(`${baseUrl}/api/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, cookie: cookie() },
      body: JSON.stringify({ id: load.as, password: DEMO_PASSWORD }),
    });
    if (!res.ok) throw new Error(`Signing in as ${load.as} failed: ${res.status} ${await res.text()}`);
    cookiesFrom(res, jar);
  }
  // What a browser sends with every request: its cookies and the encodings it accepts.
  const headers: Record<string, string> = { cookie: cookie(), 'accept-encoding': 'br, gzip' };
  if ((load.method ?? 'GET') !== 'GET') headers['x-csrf-token'] = csrf;
  if (load.body !== undefined) headers['content-type'] = 'application/json';
  return headers;
}

/** The value below which `q` of the sorted samples lie. */
function percentile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

/**
 * Sends a load for `seconds` and measures it. Latencies are recorded from every response here,
 * to the microsecond: autocannon's own histogram keeps whole milliseconds, too coarse for a
 * server that answers in under one.
 */
export function runLoad(
  baseUrl: string,
  load: Load,
  headers: Record<string, string>,
  opts: { seconds: number; connections: number },
): Promise<Measurement> {
  const samples: number[] = [];
  let ok = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${baseUrl}${load.path}`,
        method: load.method ?? 'GET',
        headers,
        ...(load.body !== undefined ? { body: JSON.stringify(load.body) } : {}),
        ...(load.uniqueHeader
          ? {
              requests: [
                {
                  setupRequest: (req: autocannon.Request) => ({
                    ...req,
                    headers: { ...req.headers, [load.uniqueHeader ?? '']: randomUUID() },
                  }),
                },
              ],
            }
          : {}),
        connections: load.connections ?? opts.connections,
        duration: opts.seconds,
      },
      (err: unknown, result: autocannon.Result) => {
        if (err) return reject(err instanceof Error ? err : new Error(String(err)));
        const sorted = Float64Array.from(samples).sort();
        resolve({
          rps: ok / (result.duration || opts.seconds),
          p50Ms: percentile(sorted, 0.5),
          p99Ms: percentile(sorted, 0.99),
          requests: result.requests.total,
          failures: result.non2xx + result.errors + result.timeouts,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) {
        ok++;
        samples.push(responseTime);
      }
    });
  });
}

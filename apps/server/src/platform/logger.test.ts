import { PassThrough } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { loggerOptions } from './logger.ts';

function capture(level: string) {
  const stream = new PassThrough();
  const lines: Array<{ level: number; msg?: string }> = [];
  stream.on('data', (c: Buffer) => {
    for (const line of c.toString().split('\n').filter(Boolean)) {
      lines.push(JSON.parse(line) as { level: number; msg?: string });
    }
  });
  const log = pino(loggerOptions(loadConfig({ LOG_LEVEL: level })), stream);
  return { log, lines };
}

describe('server log levels', () => {
  it('keeps a browser that left mid-download out of the error log', async () => {
    const { log, lines } = capture('warn');
    log.error(new Error('premature close'));
    log.error(Object.assign(new Error('stream closed'), { code: 'ERR_STREAM_PREMATURE_CLOSE' }));
    log.error(new Error('disk full'));
    await new Promise((r) => setImmediate(r));
    expect(lines.map((l) => l.msg)).toEqual(['disk full']);
  });

  it('still logs it at debug level, and real errors as errors', async () => {
    const { log, lines } = capture('debug');
    log.error(new Error('premature close'));
    log.error(new Error('disk full'));
    await new Promise((r) => setImmediate(r));
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      [20, 'premature close'],
      [50, 'disk full'],
    ]);
  });
});

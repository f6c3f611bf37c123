import type { FastifyBaseLogger, FastifyLoggerOptions } from 'fastify';
import type { LoggerOptions } from 'pino';
import type { Config } from './config.ts';

/**
 * Paths pino replaces with [redacted]: passwords, card and bank numbers, tokens and cookies
 * never reach the logs, whatever route they arrive on.
 */
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'req.headers["x-ool-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.cardNumber',
  '*.accountNumberFull',
  '*.routingNumber',
  // Bill pay request bodies (contract billing-methods.ts), wherever a log line carries one.
  '*.bankAccount',
  'body.cardNumber',
  'body.bankAccount',
  '*.body.cardNumber',
  '*.body.bankAccount',
  'bankAccount',
  '*.cvv',
  '*.token',
  '*.csrfToken',
  '*.sessionId',
  'password',
  'cardNumber',
  'token',
];

/**
 * A browser that leaves a page while a compressed file is still streaming makes the compression
 * plugin log 'premature close' as an error. Nothing failed on our side, so it is debug noise, not
 * something to page an operator about.
 */
export function isClientGone(value: unknown): boolean {
  return (
    value instanceof Error &&
    (value.message === 'premature close' ||
      (value as { code?: unknown }).code === 'ERR_STREAM_PREMATURE_CLOSE')
  );
}

const ERROR_LEVEL = 50;

export function loggerOptions(
  config: Config,
): FastifyLoggerOptions & Pick<LoggerOptions, 'hooks'> & { redact: { paths: string[]; censor: string } } {
  return {
    level: config.LOG_LEVEL,
    hooks: {
      logMethod(args, method, level) {
        if (level >= ERROR_LEVEL && isClientGone(args[0])) {
          this.debug(...(args as Parameters<typeof this.debug>));
          return;
        }
        method.apply(this, args);
      },
    },
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    // Query strings can carry ids and tokens; log the path only.
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: req.url.split('?')[0],
        ip: req.ip,
      }),
    },
  };
}

/** Where a service writes what went wrong; the request's logger or the server's. */
export type Log = Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;

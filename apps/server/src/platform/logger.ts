import type { FastifyLoggerOptions } from 'fastify';
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

export function loggerOptions(config: Config): FastifyLoggerOptions & { redact: { paths: string[]; censor: string } } {
  return {
    level: config.LOG_LEVEL,
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

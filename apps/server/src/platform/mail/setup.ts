import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { startMailCatcher, type MailCatcher } from './catcher.ts';
import { smtpMailer, unconfiguredMailer, type Mailer } from './mailer.ts';

export interface MailSetup {
  mailer: Mailer;
  /** the local catcher, when one was started */
  catcher?: MailCatcher;
}

function isAddressInUse(e: unknown): boolean {
  return typeof e === 'object' && e !== null && 'code' in e && e.code === 'EADDRINUSE';
}

/**
 * Picks how mail goes out: a given mailer (tests), SMTP_URL, or, outside production with no
 * SMTP_URL, an in-process catcher on MAIL_CATCHER_PORT that /dev/mailbox shows.
 */
export async function setupMail(
  config: Config,
  log: FastifyBaseLogger,
  now: () => number,
  given?: Mailer,
): Promise<MailSetup> {
  const from = `"${config.BRAND_NAME.replace(/["\\]/g, '')}" <${config.MAIL_FROM}>`;
  if (given) return { mailer: given };
  if (config.SMTP_URL) return { mailer: smtpMailer(config.SMTP_URL, from) };
  if (config.NODE_ENV === 'production') {
    return { mailer: unconfiguredMailer((msg) => log.warn(msg)) };
  }
  let catcher: MailCatcher;
  try {
    catcher = await startMailCatcher({ port: config.MAIL_CATCHER_PORT, now });
  } catch (e) {
    // A second server on the same machine: take any free port rather than refuse to start.
    if (!isAddressInUse(e)) throw e;
    catcher = await startMailCatcher({ port: 0, now });
    log.warn(`mail catcher port ${config.MAIL_CATCHER_PORT} is in use; using ${catcher.port}`);
  }
  log.info(`mail catcher on smtp://127.0.0.1:${catcher.port}; read it at /dev/mailbox`);
  return { mailer: smtpMailer(`smtp://127.0.0.1:${catcher.port}`, from), catcher };
}

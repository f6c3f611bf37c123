import type { ShellRead } from '@coax/contract';
import { faqLanguageCode } from '@coax/domain';
import type { Caller } from '../../platform/http/caller.ts';
import type { Log } from '../../platform/logger.ts';
import type { AlertsService, AlertsViewer } from '../alerts/index.ts';
import type { ConfigService } from '../config/index.ts';
import type { FaqService } from '../faq/index.ts';
import type { OutageService } from '../outage/index.ts';
import type { SessionService } from './service.ts';

/** The services whose reads the shell's first read answers together. */
export interface ShellParts {
  session: SessionService;
  support: ConfigService;
  alerts: AlertsService;
  outage: OutageService;
  faq: FaqService;
}

/** What the shell read takes from the request, as plain values. */
export interface ShellRequest {
  lang: 'en' | 'es';
  csrfToken: string;
  expired: boolean;
  /** the host the request came to, for the alert preview host */
  host: string;
  hostname: string;
  langCookie: string | undefined;
  log: Log;
}

/**
 * Issue 21 item 4: the session and what the header and footer always read with it, in one
 * answer. Each part is read exactly as its own endpoint reads it, for the same caller (the
 * subscriber an agent acts for included); a part that fails is logged and answered as null,
 * so alerts being down never blanks the session or the support number.
 */
export function shellReader(parts: ShellParts) {
  async function part<T>(name: string, log: Log, read: () => Promise<T>): Promise<T | null> {
    try {
      return await read();
    } catch (err) {
      log.warn({ err, part: name }, 'shell read: a part failed; the web asks its own endpoint');
      return null;
    }
  }

  return async function read(caller: Caller | null, req: ShellRequest): Promise<ShellRead> {
    const { log } = req;
    const viewer: AlertsViewer = { caller, host: req.host, hostname: req.hostname, log };
    const [supportNumber, alerts, outageStatus, faqProducts] = await Promise.all([
      part('supportNumber', log, () => parts.support.supportNumber(caller)),
      part('alerts', log, () => parts.alerts.list(viewer, { lang: req.lang })),
      part('outageStatus', log, () => parts.outage.statusFor(caller, log)),
      part('faqProducts', log, () =>
        parts.faq.products({ caller, langCookie: req.langCookie }, faqLanguageCode(req.lang)),
      ),
    ]);
    return {
      session: parts.session.state(caller, req.csrfToken, req.expired),
      supportNumber,
      alerts,
      outageStatus,
      faqProducts,
    };
  };
}

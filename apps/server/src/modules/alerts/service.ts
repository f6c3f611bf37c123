import type { Kysely } from 'kysely';
import type {
  AlertView,
  AlertsResponse,
  OperatorAlert as OperatorAlertDto,
  RouteInput,
  alertsRoutes,
} from '@coax/contract';
import {
  deriveAccountAlerts,
  effectiveAlertType,
  isAlertForAudience,
  isAlertVisible,
  outagePagePath,
  sortAlerts,
  type AccountAlert,
  type AlertAudience,
  type AlertType,
  type OutageStatus,
  type ArrangementSnapshot,
  type PromotionEndingSnapshot,
} from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Log } from '../../platform/logger.ts';
import { errors } from '../../platform/errors.ts';
import type { AccountOutageState, OutageService } from '../outage/index.ts';
import type { Principal } from '../session/index.ts';
import { fromRow, toDto, toRow, type StoredAlert } from './alert-row.ts';
import { findAlert, insertAlert, listAllAlerts, listPublishedAlerts, replaceAlert } from './repository.ts';

type ListQuery = RouteInput<typeof alertsRoutes.listAlerts>['query'];
type SaveBody = RouteInput<typeof alertsRoutes.saveOperatorAlert>['body']['alert'];

/** One alert on its way to the page: the fields the drawer order reads, and what is shown. */
interface Ranked {
  actionAlert: boolean;
  type: AlertType | null;
  priority: number | null;
  view: AlertView;
}

const operatorView = (a: StoredAlert): Ranked => ({
  actionAlert: a.actionAlert,
  type: a.type,
  priority: a.priority,
  view: {
    id: a.id,
    source: 'operator',
    code: null,
    title: a.title,
    summary: a.summary,
    message: a.message,
    type: effectiveAlertType(a.type),
    date: new Date(a.publishAt).toISOString(),
    link: a.link,
    primaryMessage: a.primaryMessage,
    priority: a.priority,
    actionAlert: a.actionAlert,
    ctas: a.ctas,
    icon: a.icon,
    img: a.img,
    amountCents: null,
  },
});

const accountView = (a: AccountAlert): Ranked => ({
  actionAlert: a.actionAlert,
  type: a.type,
  priority: a.priority,
  view: {
    id: a.id,
    source: 'account',
    code: a.code,
    title: a.title,
    summary: a.summary,
    message: null,
    type: a.type,
    date: null,
    link: a.link,
    primaryMessage: null,
    priority: a.priority,
    actionAlert: a.actionAlert,
    ctas: a.ctas,
    icon: null,
    img: null,
    amountCents: a.amountCents,
  },
});

/**
 * Whether the request came to the configured preview host. Compared without the port unless the
 * configuration names one; behind a proxy, Fastify reads X-Forwarded-Host only when TRUST_PROXY is on.
 */
export function isPreviewHost(req: AlertsViewer, previewHost: string | undefined): boolean {
  if (!previewHost) return false;
  const wanted = previewHost.toLowerCase();
  const actual = (wanted.includes(':') ? req.host : req.hostname).toLowerCase();
  return actual === wanted;
}

/** Who asks for alerts: the caller, the host the request came to, and where to log a bad row. */
export interface AlertsViewer {
  caller: Principal | null;
  /** the Host (with its port) and hostname the request came to */
  host: string;
  hostname: string;
  log: Log;
}

export function alertsService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  outage: OutageService;
  /** promotions ending within 30 days (billing); absent where no module offers it */
  promotions?: { endingSoon(accountNumber: string): Promise<PromotionEndingSnapshot | null> };
  /** the payment arrangement in place or lately cancelled (billing); absent where no module offers it */
  arrangements?: { snapshot(accountNumber: string): Promise<ArrangementSnapshot | null> };
  previewHost: string | undefined;
}) {
  const { db, clock, outage, previewHost } = deps;

  /** Stored alerts that parse; a malformed one is logged and left out rather than failing the page. */
  async function readPublished(req: AlertsViewer): Promise<StoredAlert[]> {
    const out: StoredAlert[] = [];
    for (const row of await listPublishedAlerts(db)) {
      try {
        out.push(fromRow(row));
      } catch (err) {
        req.log.error({ err, alertId: row.id }, 'alert parse failure');
      }
    }
    return out;
  }

  /** The subscriber's network and bill, or ERROR for the outage part when they cannot be read. */
  async function subjectState(
    p: Principal | null,
    req: AlertsViewer,
  ): Promise<{ status: OutageStatus; state: AccountOutageState | null }> {
    const accountNumber = p?.subject?.user.account_number;
    if (!accountNumber) return { status: 'NOT_LOGGED_IN', state: null };
    try {
      const state = await outage.accountState(accountNumber);
      return { status: state.status, state };
    } catch (err) {
      req.log.error({ err }, 'outage status unavailable for alerts');
      return { status: 'ERROR', state: null };
    }
  }

  return {
    /**
     * Seed 000 §7 combined fetch: the alerts for this page in drawer order, with the outage link.
     * Anonymous callers get alerts aimed at everyone; a subscriber (or an agent acting for one) also
     * gets alerts for their corp and region and the alerts derived from their own account.
     */
    async list(req: AlertsViewer, query: ListQuery): Promise<AlertsResponse> {
      const p = req.caller;
      const preview =
        query.cms_mode === 'preview' && ((p?.isAgent ?? false) || isPreviewHost(req, previewHost));
      const now = clock.now();
      const subject = p?.subject ?? null;
      const { status, state } = await subjectState(p, req);

      const audience: AlertAudience = subject?.account
        ? { corpId: subject.account.corp_id, region: state?.region ?? null }
        : null;
      // In preview an agent with nobody to target reviews every alert, whoever it is aimed at.
      const ignoreAudience = preview && subject === null;
      const operator = (await readPublished(req)).filter(
        (a) =>
          isAlertVisible(a, { now, language: query.lang, preview }) &&
          (ignoreAudience || isAlertForAudience(a, audience)),
      );
      // Bill alerts name amounts: only for an id that may see the bill (bill pay, seed 000 §6).
      const mayseeBill = subject?.user.bp === 1;
      const billing = mayseeBill ? (state?.billing ?? null) : null;
      const accountNumber = subject?.user.account_number;
      const promotionEnding =
        billing && accountNumber && deps.promotions ? await deps.promotions.endingSoon(accountNumber) : null;
      const arrangement =
        billing && accountNumber && deps.arrangements
          ? await deps.arrangements.snapshot(accountNumber)
          : null;
      const account = subject
        ? deriveAccountAlerts({ billing, outageStatus: status, promotionEnding, arrangement })
        : [];

      const ranked = sortAlerts([...account.map(accountView), ...operator.map(operatorView)]);
      return { alerts: ranked.map((r) => r.view), outage: { status, href: outagePagePath(status) }, preview };
    },

    /** Every operator alert, for agents. Malformed rows are left out and logged. */
    async listAll(req: AlertsViewer): Promise<OperatorAlertDto[]> {
      const out: OperatorAlertDto[] = [];
      for (const row of await listAllAlerts(db)) {
        try {
          out.push(toDto(fromRow(row)));
        } catch (err) {
          req.log.error({ err, alertId: row.id }, 'alert parse failure');
        }
      }
      return out;
    },

    /** Creates or replaces the alert `id` in one transaction; the agent and time are recorded. */
    async save(
      req: AlertsViewer,
      id: string,
      body: SaveBody,
    ): Promise<{ alert: OperatorAlertDto; created: boolean }> {
      const p = req.caller;
      if (!p?.isAgent) {
        throw errors.forbidden('session.agent-only', 'This is for customer-service agents only.');
      }
      const now = clock.now();
      const alert: StoredAlert = {
        id,
        ...body,
        publishAt: body.publishAt ?? now,
        updatedAt: now,
        updatedBy: p.self.user.id,
      };
      const created = await db.transaction().execute(async (trx) => {
        const existing = await findAlert(trx, id);
        if (existing) await replaceAlert(trx, toRow(alert));
        else await insertAlert(trx, toRow(alert));
        return !existing;
      });
      return { alert: toDto(alert), created };
    },
  };
}
export type AlertsService = ReturnType<typeof alertsService>;

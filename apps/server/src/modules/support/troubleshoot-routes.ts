import { supportTroubleshootRoutes as routesOf } from '@coax/contract';
import type { ModuleContext } from '../../platform/http/module.ts';
import type { Caller } from '../../platform/http/caller.ts';
import { idempotent } from '../../platform/http/idempotency.ts';
import type { RouteRegistry } from '../../platform/http/route-registry.ts';
import { databaseDevices } from './troubleshoot-devices.ts';
import { troubleshootService } from './troubleshoot-service.ts';
import { registerTutorialsRoutes } from './tutorials-routes.ts';

/** Troubleshooting, devices, service reports, consent and tutorials. */
export function registerTroubleshootRoutes(routes: RouteRegistry, ctx: ModuleContext) {
  const support = troubleshootService({
    db: ctx.db,
    clock: ctx.clock,
    devices: databaseDevices(ctx.db, ctx.clock),
    outage: ctx.services.outage,
    brand: ctx.config.BRAND_NAME,
  });
  routes.add(routesOf.troubleshootLog, async ({ caller, input }) => support.logAnswer(caller, input.body));
  routes.add(routesOf.modemLookup, async ({ caller }) => support.modems(caller));
  // A retried reset or report with the same key gets the first answer and does nothing again.
  const once = {
    db: ctx.db,
    clock: ctx.clock,
    scopeOf: async (caller: Caller | null) => `support:${caller?.subject?.account?.account_number ?? '-'}`,
  };
  routes.add(
    routesOf.modemReset,
    idempotent(once, routesOf.modemReset, async ({ caller, input }) =>
      support.resetModem(caller, input.body.macAddress),
    ),
  );
  routes.add(routesOf.stbLookup, async ({ caller }) => support.boxes(caller));
  routes.add(routesOf.stb, async ({ caller, input }) => support.box(caller, input.params.stbId));
  routes.add(
    routesOf.reportServiceIssue,
    idempotent(once, routesOf.reportServiceIssue, async ({ caller, input }) =>
      support.reportIssue(caller, input.body),
    ),
  );
  routes.add(routesOf.serviceStatusLog, async ({ caller, input }) =>
    support.serviceStatus(caller, input.body),
  );
  routes.add(routesOf.consentGet, async ({ caller }) => support.consent(caller));
  routes.add(routesOf.consentGrant, async ({ caller }) => support.grantConsent(caller));
  routes.add(routesOf.consentWithdraw, async ({ caller }) => support.withdrawConsent(caller));
  routes.add(routesOf.consentEquipment, async ({ caller, input }) =>
    support.consentedEquipment(caller, input.query.accountNumber, input.query.accessCode),
  );
  registerTutorialsRoutes(routes);
}

import type { FastifyRequest } from 'fastify';
import { identityRoutes } from '@coax/contract';
import { RECOVERY_TOKEN_HEADER } from '@coax/domain';
import type { RouteRegistry } from '../../platform/http/route-registry.ts';
import type { ContactService } from './contact-service.ts';
import type { HouseholdService } from './household-service.ts';
import type { RecoveryService } from './recovery-service.ts';

/** Seed 002 §6: the recovery token may come in the X-OOL-Token header; a form sends it in the body. */
function tokenOf(req: FastifyRequest, body: { token?: string | undefined }): string | undefined {
  const header = req.headers[RECOVERY_TOKEN_HEADER.toLowerCase()];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  return fromHeader || body.token;
}

export function registerIdentityRoutes(
  r: RouteRegistry,
  ids: HouseholdService,
  recovery: RecoveryService,
  contact: ContactService,
) {
  r.add(identityRoutes.identityContact, ({ caller }) => contact.get(caller));
  r.add(identityRoutes.identityContactSet, ({ caller, input }) => contact.set(caller, input.body));
  r.add(identityRoutes.householdIds, ({ caller }) => ids.list(caller));
  r.add(identityRoutes.householdIdAvailable, ({ caller, input }) =>
    ids.available(caller, input.query.candidate),
  );
  r.add(identityRoutes.householdIdCreate, ({ caller, input }) => ids.create(caller, input.body));
  r.add(identityRoutes.householdIdPermissions, ({ caller, input }) =>
    ids.setPermissions(caller, input.params.id, input.body),
  );
  r.add(identityRoutes.householdIdEmailOptIn, ({ caller, input }) =>
    ids.setEmailOptIn(caller, input.params.id, input.body.optedInOptimumEmail),
  );
  r.add(identityRoutes.householdIdDelete, ({ caller, input }) => ids.remove(caller, input.params.id));

  r.add(identityRoutes.recoveryOptions, ({ req, input }) => recovery.options(input.body.id, req.ip));
  r.add(identityRoutes.recoverySendTemporaryPassword, ({ req, input }) =>
    recovery.sendTemporaryPassword(tokenOf(req, input.body), input.body.method, req.ip),
  );
  r.add(identityRoutes.recoveryVerifyTemporaryPassword, ({ req, input }) =>
    recovery.verifyTemporaryPassword(tokenOf(req, input.body), input.body.temporaryPassword, req.ip),
  );
  r.add(identityRoutes.recoveryVerifyAccountNumber, ({ req, input }) =>
    recovery.verifyAccountNumber(tokenOf(req, input.body), input.body.accountNumber, req.ip),
  );
  r.add(identityRoutes.recoveryNewPassword, ({ req, input }) =>
    recovery.setPassword(tokenOf(req, input.body), input.body.newPassword),
  );
  r.add(identityRoutes.recoveryForgotId, ({ req, input }) => recovery.forgotId(input.body.contact, req.ip));
}

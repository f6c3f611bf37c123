import type { FastifyRequest } from 'fastify';
import { identityRoutes } from '@coax/contract';
import { RECOVERY_TOKEN_HEADER } from '@coax/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Caller } from '../../platform/http/caller.ts';
import { idempotent } from '../../platform/http/idempotency.ts';
import type { RouteRegistry } from '../../platform/http/route-registry.ts';
import type { ContactService } from './contact-service.ts';
import type { HouseholdService } from './household-service.ts';
import type { ProfileService } from './profile-service.ts';
import type { RecoveryService } from './recovery-service.ts';
import type { TransferService } from './transfer-service.ts';

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
  transfer: { service: TransferService; db: Kysely<Database>; clock: Clock },
  profile: ProfileService,
) {
  r.add(identityRoutes.identityProfile, ({ caller }) => profile.profile(caller));
  r.add(identityRoutes.auxPin, ({ caller }) => profile.auxPin(caller));
  r.add(identityRoutes.auxPinSet, ({ caller, input }) => profile.setAuxPin(caller, input.body.pin));
  r.add(identityRoutes.auxPinConfirm, ({ caller, input }) => profile.confirmAuxPin(caller, input.body.pin));
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

  // A retried move with the same Idempotency-Key gets the first answer and moves nothing again.
  const once = {
    db: transfer.db,
    clock: transfer.clock,
    scopeOf: async (caller: Caller | null) =>
      `identity:${caller?.subject?.user.id ?? caller?.self.user.id ?? ''}`,
  };
  r.add(identityRoutes.identityDiscoCheck, ({ caller }) => transfer.service.discoCheck(caller));
  r.add(identityRoutes.identityTransferAccount, ({ caller }) => transfer.service.account(caller));
  r.add(
    identityRoutes.identityTransferMove,
    idempotent(once, identityRoutes.identityTransferMove, ({ caller, input }) =>
      transfer.service.move(caller, input.body),
    ),
  );
}

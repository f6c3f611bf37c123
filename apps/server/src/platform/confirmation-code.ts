import { createHash, randomBytes } from 'node:crypto';
import { confirmationCodeFrom } from '@coax/domain';

/** A new random confirmation code (domain/billing/confirmation-code.ts), for a new payment. */
export function newConfirmationCode(): string {
  for (;;) {
    const code = confirmationCodeFrom(randomBytes(32));
    if (code) return code;
  }
}

/**
 * The code a row that had none gets from its id: the same every time (the migration that added
 * codes, the demo seed), so a payment already on record keeps one code whichever way it is read.
 */
export function confirmationCodeForId(id: string): string {
  for (let round = 0; ; round++) {
    const code = confirmationCodeFrom(createHash('sha256').update(`${round}:${id}`).digest());
    if (code) return code;
  }
}

import {
  createMessage,
  decrypt,
  encrypt,
  generateKey,
  readKey,
  readMessage,
  readPrivateKey,
  type PrivateKey,
} from 'openpgp';
import { z } from 'zod';
import type { DecryptedCard } from './gateway.ts';

// The checkout's card encryption (seed 002 §7 "card number PGP-encrypted"): the browser encrypts the
// card with the public key; only this module holds the private key and opens the message, and the
// clear card goes straight to the processor's tokenizeCard. Nothing here logs or keeps the card.

const cardJson = z.object({
  number: z.string().regex(/^[\d ]{12,23}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2100),
  name: z.string().trim().min(1).max(60),
  zip: z
    .string()
    .regex(/^\d{5}$/)
    .optional(),
});

export interface CardEncryption {
  /** the armored public key the browser encrypts with */
  publicKey(): Promise<string>;
  /** the card in an armored message; null when it cannot be opened or is not a card */
  decryptCard(armored: string): Promise<DecryptedCard | null>;
}

/** The key pair: from `armoredPrivateKey` when configured, else a new one made now. */
export function cardEncryption(armoredPrivateKey: string | undefined): CardEncryption {
  const keyPromise: Promise<PrivateKey> = armoredPrivateKey
    ? readPrivateKey({ armoredKey: armoredPrivateKey })
    : generateKey({
        userIDs: [{ name: 'Shop checkout' }],
        format: 'object',
      }).then((k) => k.privateKey);
  // A bad configured key fails the first use, not the process: new cards are then refused.
  keyPromise.catch(() => undefined);
  return {
    async publicKey() {
      return (await keyPromise).toPublic().armor();
    },
    async decryptCard(armored) {
      try {
        const message = await readMessage({ armoredMessage: armored });
        const { data } = await decrypt({ message, decryptionKeys: await keyPromise });
        const parsed = cardJson.safeParse(JSON.parse(String(data)));
        return parsed.success ? { ...parsed.data, number: parsed.data.number.replace(/ /g, '') } : null;
      } catch {
        return null;
      }
    },
  };
}

/** Encrypts a card as the browser does: for tests and the demo's scripted checkout. */
export async function encryptCardFor(armoredPublicKey: string, card: DecryptedCard): Promise<string> {
  const encryptionKeys = await readKey({ armoredKey: armoredPublicKey });
  const message = await createMessage({ text: JSON.stringify(card) });
  return String(await encrypt({ message, encryptionKeys }));
}

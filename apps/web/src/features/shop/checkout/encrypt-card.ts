/** A new card as the checkout form takes it. */
export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  name: string;
  zip?: string;
}

/**
 * Encrypts the card for the payment gateway with its public key (seed 002 §7: the number is
 * PGP-encrypted). openpgp is loaded here, on the checkout only, so no other page carries it.
 * Answers null when it cannot (no key, a bad key, a library that failed to load).
 */
export async function encryptCard(armoredKey: string | null, card: CardInput): Promise<string | null> {
  if (!armoredKey) {
    return null;
  }
  try {
    const { createMessage, encrypt, readKey } = await import('openpgp');
    const encryptionKeys = await readKey({ armoredKey });
    const message = await createMessage({ text: JSON.stringify(card) });
    return String(await encrypt({ message, encryptionKeys }));
  } catch {
    return null;
  }
}

import { generateKey } from 'openpgp';
import { describe, expect, it } from 'vitest';
import { cardEncryption, encryptCardFor } from './card-encryption.ts';

const card = { number: '4242 4242 4242 4242', expMonth: 1, expYear: 2030, name: 'Pat Smith' };

describe('cardEncryption', () => {
  it('uses the configured private key, and opens a card encrypted with its public key', async () => {
    const { privateKey, publicKey } = await generateKey({ userIDs: [{ name: 't' }], format: 'armored' });
    const cards = cardEncryption(privateKey);
    const served = await cards.publicKey();
    const armored = await encryptCardFor(publicKey, card);
    expect(await cards.decryptCard(armored)).toEqual({ ...card, number: '4242424242424242' });
    expect(await cards.decryptCard(await encryptCardFor(served, card))).not.toBeNull();
  });

  it('refuses a message for another key, not a card, or not a message at all', async () => {
    const cards = cardEncryption(undefined);
    const other = await generateKey({ userIDs: [{ name: 'o' }], format: 'armored' });
    expect(await cards.decryptCard(await encryptCardFor(other.publicKey, card))).toBeNull();
    const mine = await cards.publicKey();
    expect(await cards.decryptCard(await encryptCardFor(mine, { ...card, number: 'abc' }))).toBeNull();
    expect(await cards.decryptCard('not a message')).toBeNull();
  });

  it('with a broken configured key, refuses every card and serves no key', async () => {
    const cards = cardEncryption('-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nbroken\n');
    await expect(cards.publicKey()).rejects.toThrow();
    expect(await cards.decryptCard('-----BEGIN PGP MESSAGE-----')).toBeNull();
  });
});

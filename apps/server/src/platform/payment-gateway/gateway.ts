/**
 * The payment processor as the portal sees it. The processor keeps card and bank account
 * numbers; the portal keeps only the token it hands back, the brand, the last 4 and the expiry.
 */
export type CardBrand = 'V' | 'M' | 'A' | 'D';

export type TokenizeResult =
  | { ok: true; token: string; last4: string; brand: CardBrand | null; funding: 'credit' | 'debit' }
  | { ok: false; code: 'invalid_number' | 'declined' | 'gateway_error'; message: string };

export type ChargeResult =
  | { ok: true; ref: string }
  | { ok: false; code: 'declined' | 'insufficient_funds' | 'gateway_error'; message: string };

export type RefundResult =
  { ok: true; ref: string } | { ok: false; code: 'refused' | 'gateway_error'; message: string };

/** A card as the checkout form sent it, once decrypted inside the gateway module (never stored). */
export interface DecryptedCard {
  number: string;
  expMonth: number;
  expYear: number;
  name: string;
  zip?: string;
}

export interface PaymentGateway {
  tokenizeCard(i: {
    number: string;
    expMonth: number;
    expYear: number;
    name: string;
    zip?: string;
  }): Promise<TokenizeResult>;
  tokenizeBankAccount(i: {
    routingNumber: string;
    accountNumber: string;
    name: string;
  }): Promise<TokenizeResult>;
  /** `reference` is the payment id: charging the same reference twice returns the first result (as real gateways do). */
  charge(i: { token: string; amountCents: number; reference: string }): Promise<ChargeResult>;
  /**
   * Gives money back to what a charge was paid with. `chargeRef` is the reference the charge was
   * made with; `reference` is the refund's own id: refunding the same reference twice returns the
   * first result and moves the money once.
   */
  refund(i: {
    token?: string;
    chargeRef: string;
    amountCents: number;
    reference: string;
  }): Promise<RefundResult>;
}

/**
 * Debit detection (seed 002 §5 "Debit cards are detected by a lookup"): the first 6 to 8 digits
 * of a card (its BIN, bank identification number) name the issuer's product, debit or credit.
 * A production processor publishes the full BIN file; this table holds the sandbox's debit test
 * cards and the debit BINs the processors' public test suites use, so a debit card behaves as
 * one end to end. A BIN not in the table is credit: a wrong "credit" costs nothing, while a
 * wrong "debit" would tell the subscriber something false about their card.
 */
export interface BinRange {
  /** the first digits, 6 to 8 of them; `high` has the same length */
  low: string;
  high: string;
  funding: 'debit';
  /** who issues it, for a person reading the table */
  note: string;
}

export const DEBIT_BIN_RANGES: readonly BinRange[] = [
  { low: '400005', high: '400005', funding: 'debit', note: 'sandbox visa debit (4000 0566 5566 5556)' },
  {
    low: '520082',
    high: '520082',
    funding: 'debit',
    note: 'processor test mastercard debit (5200 8282 8282 8210)',
  },
  {
    low: '601198',
    high: '601198',
    funding: 'debit',
    note: 'processor test discover debit (6011 9811 1111 1113)',
  },
  { low: '40000566', high: '40000566', funding: 'debit', note: 'the sandbox visa debit card, 8-digit BIN' },
  { low: '431940', high: '431940', funding: 'debit', note: 'visa debit (US bank checking card)' },
  { low: '453978', high: '453978', funding: 'debit', note: 'visa debit (US credit union)' },
  { low: '476173', high: '476173', funding: 'debit', note: 'visa debit (US bank)' },
  { low: '514876', high: '514876', funding: 'debit', note: 'mastercard debit (US bank)' },
  { low: '530127', high: '530129', funding: 'debit', note: 'mastercard debit range' },
  { low: '55122600', high: '55122699', funding: 'debit', note: 'mastercard debit, 8-digit range' },
];

/** 'debit' when the number's BIN is a debit range, else 'credit'. The longest (most precise) match wins. */
export function fundingOf(digits: string, table: readonly BinRange[] = DEBIT_BIN_RANGES): 'credit' | 'debit' {
  let best: BinRange | undefined;
  for (const r of table) {
    const prefix = digits.slice(0, r.low.length);
    if (prefix.length === r.low.length && prefix >= r.low && prefix <= r.high) {
      if (!best || r.low.length > best.low.length) best = r;
    }
  }
  return best ? best.funding : 'credit';
}

/**
 * A key for one payment submit (docs/decisions/0007-durable-payments.md): made when the person
 * confirms, kept for retries of that same submit. randomUUID needs a secure context; a page served
 * over plain http on a local network falls back to getRandomValues, which does not.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

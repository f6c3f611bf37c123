import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSqlite } from '../../../db/database.ts';
import { TestClock } from '../../../platform/clock.ts';
import { STUCK_KEY_MS } from '../../../platform/http/idempotency.ts';
import type { PaymentGateway } from '../../../platform/payment-gateway/gateway.ts';
import { sandboxGateway } from '../../../platform/payment-gateway/sandbox-gateway.ts';
import { CHARGE_TIMEOUT_MS, chargeAndSettle } from './settle.ts';

// A gateway that never answers must not hold a payment request open: the charge gives up after
// CHARGE_TIMEOUT_MS and leaves the payment 'processing' for the job. That bound is what lets a key
// stuck past STUCK_KEY_MS be taken as a crash.

afterEach(() => vi.useRealTimers());

describe('a charge the gateway never answers', () => {
  it('gives up after CHARGE_TIMEOUT_MS, well inside the stuck-key bound, and leaves it processing', async () => {
    expect(CHARGE_TIMEOUT_MS * 2).toBeLessThan(STUCK_KEY_MS);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const silent: PaymentGateway = { ...sandboxGateway(), charge: () => new Promise(() => undefined) };
    const db = openSqlite(':memory:');
    try {
      const warned: unknown[][] = [];
      const note = (...args: unknown[]) => void warned.push(args);
      let settled: unknown;
      void chargeAndSettle(
        {
          db: db.kysely,
          clock: new TestClock(),
          gateway: silent,
          log: { warn: note, error: note, info: note },
        },
        {
          id: 'pay_silent',
          accountNumber: '781245006201',
          amountCents: 100,
          token: 'tok',
          actor: { agentId: 'jsmith', subjectId: 'jsmith', accountNumber: '781245006201' },
        },
      ).then((o) => (settled = o));
      await vi.advanceTimersByTimeAsync(CHARGE_TIMEOUT_MS - 1);
      expect(settled).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toEqual({ status: 'processing' });
      expect(warned.map((args) => args[1])).toEqual(['payment charge got no answer; left processing']);
    } finally {
      await db.close();
    }
  });
});

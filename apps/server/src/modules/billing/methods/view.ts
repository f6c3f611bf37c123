import type { PaymentMethod } from '@coax/contract';
import { expiryStatus, formatExpDate, maskedNumber, type YearMonth } from '@coax/domain';
import type { MethodRow } from './repository.ts';

/** The calendar month of an instant (UTC, as the billing calendar's days are). */
export function monthOf(ms: number): YearMonth {
  const d = new Date(ms);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
}

/** A stored method as the contract shows it: never more of the number than the last 4. */
export function toPaymentMethod(
  row: MethodRow,
  autopayMethodId: string | null,
  today: YearMonth,
): PaymentMethod {
  const exp =
    row.exp_month !== null && row.exp_year !== null ? { month: row.exp_month, year: row.exp_year } : null;
  const status = exp && row.pay_type === 'CC' ? expiryStatus(exp, today) : 'valid';
  return {
    id: row.id,
    payMethodName: row.nickname,
    payType: row.pay_type,
    methodType: row.method_type,
    cardType: row.card_type,
    last4: row.last4,
    expDate: exp ? formatExpDate(exp) : null,
    nameOnAccount: row.name_on_account,
    billingAddress:
      row.addr_line1 !== null
        ? {
            addrLine1: row.addr_line1,
            addrLine2: row.addr_line2 ?? '',
            city: row.city ?? '',
            state: row.state ?? '',
            zip: row.zip ?? '',
          }
        : null,
    isDefault: row.is_default === 1,
    isAutoPayment: autopayMethodId === row.id,
    routNum: row.routing_number,
    paymentAccountNumber: maskedNumber(row.last4),
    expired: status === 'expired',
    expiring: status === 'expiring',
  };
}

import { describe, expect, it } from 'vitest';
import { AccountAlertMessages } from '@coax/domain';
import { alertsEn as en } from './i18n/en.ts';

// The server's English words (domain) and the page's (catalogue) must not drift apart.
describe('account alert words in the English catalogue', () => {
  it('writes the account alerts as the server does', () => {
    expect(en['alerts.account.serviceAlert']).toBe(AccountAlertMessages.serviceAlert);
    expect(en['alerts.account.pastDue']).toBe(AccountAlertMessages.pastDue);
    expect(en['alerts.account.outageDetected']).toBe(AccountAlertMessages.outageDetected);
    expect(en['alerts.account.balanceDue'].replace('{amount}', '$142.87')).toBe(
      AccountAlertMessages.balanceDue('$142.87'),
    );
    expect(en['alerts.account.payToAvoid']).toBe(AccountAlertMessages.payToAvoidInterruption);
    expect(en['alerts.account.nonPay']).toBe(AccountAlertMessages.nonPay);
    expect(en['alerts.account.payNow']).toBe(AccountAlertMessages.payNow);
    expect(en['alerts.account.paymentDueImmediately']).toBe(AccountAlertMessages.paymentDueImmediately);
    expect(en['alerts.account.outageDetails']).toBe(AccountAlertMessages.outageDetails);
  });
});

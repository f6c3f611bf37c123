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
    expect(en['alerts.account.promotionEnding']).toBe(AccountAlertMessages.promotionEnding);
    expect(en['alerts.account.promotionEndingSummary'].replace('{amount}', '$15.00')).toBe(
      AccountAlertMessages.promotionEndingSummary('$15.00'),
    );
    expect(en['alerts.account.seeMyBill']).toBe(AccountAlertMessages.seeMyBill);
    expect(en['alerts.account.arrangementActive']).toBe(AccountAlertMessages.arrangementActive);
    expect(en['alerts.account.arrangementActiveSummary'].replace('{amount}', '$53.70')).toBe(
      AccountAlertMessages.arrangementActiveSummary('$53.70'),
    );
    expect(en['alerts.account.arrangementBroken']).toBe(AccountAlertMessages.arrangementBroken);
    expect(en['alerts.account.arrangementBrokenSummary']).toBe(AccountAlertMessages.arrangementBrokenSummary);
    expect(en['alerts.account.seeArrangement']).toBe(AccountAlertMessages.seeArrangement);
  });
});

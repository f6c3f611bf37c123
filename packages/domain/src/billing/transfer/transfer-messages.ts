/**
 * What the move/transfer wizard says (seed 002 §5 Transfer, §8 Move-transfer). The seed's texts
 * are kept word for word; the few it does not word are marked as written for Coax. None of them
 * names the brand, so none needs the configured brand name.
 */
export const TransferMessages = {
  /** seed 002 §5 Transfer */
  selectMethod: 'At least one payment method must be selected.',
  /** seed 002 §5 Transfer, when the previous account has automatic payments */
  selectMethodOrAutopay: 'At least one payment method or Automatic payments must be selected.',
  /** written for Coax: the seed says the authorisation must be ticked, not what to say */
  authorise: 'Please confirm that you authorize us to transfer your payment settings.',
  /** seed 002 §8 Move-transfer: MTSAPF */
  autopayFailed:
    'Sorry, your automatic payment settings could not be transferred, but we were able to successfully transfer your saved payment methods.',
  /** seed 002 §8 Move-transfer: MTSAPSRCF */
  currentMonthNotScheduled:
    "Your automatic payment settings have been enabled. Due to some technical difficulties payment for the current month couldn't be scheduled, please make a onetime payment for current month's bill.",
  /** seed 002 §8 Move-transfer: the success title; {account} is the new account number */
  successTitle: 'Your payment info and settings have been transferred to your new account ({account}).',
  /** seed 002 §8 Move-transfer: the autopay fail tab */
  autopayFailTab:
    "Sorry, we weren't able to transfer your automatic payment settings, but you can enroll anytime...",
  /** seed 002 §8 Move-transfer: the previous account's max payment notice */
  maxPaymentNotice:
    'You had a max payment amount set on your previous account. Please review your new estimated monthly charges and make any necessary changes.',
  /** written for Coax: MTSAPSRCSPCF, the seed names the case but not its text */
  preferencesNotUpdated:
    'Your payment info has been transferred to your new account ({account}), but your paperless billing and email preferences could not be updated. You can set them on the bill pay pages.',
  /** written for Coax: response code 000017, nothing was moved */
  failed:
    "Sorry, we couldn't transfer your payment settings to your new account ({account}). Nothing was changed.",
  /** written for Coax: the request itself failed (the wizard's Error state) */
  requestFailed: 'We seem to be experiencing technical difficulties. Please try again later.',
  /** written for Coax: server refusals */
  noMove: 'There are no payment settings waiting to be transferred to this account.',
  windowClosed: 'The 90 days to transfer payment settings from your previous account have ended.',
  alreadyDone: 'The payment settings of your previous account have already been transferred or declined.',
  unknownMethod: 'This payment method is not on your previous account.',
  expiredMethod:
    'This card has expired and cannot be transferred. Please add a new card on your new account instead.',
  nicknameTaken: 'A different payment method with this name is already on your new account.',
  noAutopay: 'Your previous account has no automatic payments to transfer.',
  noPreferences: 'Your previous account has no paperless billing or email preferences to transfer.',
  /** seed 002 §8 Opt-out errors */
  noOptOutSelected: 'No opt out of service selected',
  /** written for Coax: the accounts list and toggle */
  noSuchAccount: 'This account is not one of yours, or it is no longer available.',
} as const;

export type TransferMessageKey = keyof typeof TransferMessages;

/** Fills `{name}` placeholders of a message. */
export function fillTransferMessage(message: string, vars: Readonly<Record<string, string>>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
}

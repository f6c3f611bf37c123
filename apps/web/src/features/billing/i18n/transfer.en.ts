/**
 * The move/transfer wizard and the account toggle (seed 002 §4, §5, §8). Texts the seed gives are
 * word for word (see @coax/domain TransferMessages); the rest are written for Coax.
 */
export const transferEn = {
  'transfer.title': 'Transfer your payment settings',

  'transfer.notice.title': 'You have moved',
  'transfer.notice.body_one':
    'Your previous account {account} was disconnected on {date}. You have {count} day left to transfer its saved payment methods and automatic payments to your new account.',
  'transfer.notice.body_other':
    'Your previous account {account} was disconnected on {date}. You have {count} days left to transfer its saved payment methods and automatic payments to your new account.',
  'transfer.notice.open': 'Transfer my payment settings',
  'transfer.notice.optOut': "No thanks, don't transfer",

  'transfer.initial.heading': 'Move your payment info to your new account',
  'transfer.initial.intro':
    'Choose what to carry from your previous account {from} to your new account {to}.',
  'transfer.initial.methods': 'Saved payment methods',
  'transfer.initial.methodExpired': '{name} (expired, cannot be transferred)',
  'transfer.initial.methodDetail': 'ending in {last4}',
  'transfer.initial.noMethods': 'Your previous account has no saved payment methods to transfer.',
  'transfer.initial.autopay': 'Automatic payments',
  'transfer.initial.autopayTick': 'Transfer my automatic payments',
  'transfer.initial.autopaySummaryDays_one': '{method}, {count} day before the due date',
  'transfer.initial.autopaySummaryDays_other': '{method}, {count} days before the due date',
  'transfer.initial.autopaySummaryDay': '{method}, on the {day} of each month',
  'transfer.initial.autopayAmountDue': 'Pays the amount due.',
  'transfer.initial.autopayAmountMax': 'Pays the amount due, up to {amount}.',
  'transfer.initial.autopayAmountOther': 'Pays {amount}.',
  'transfer.initial.autopayEmail': 'Notices go to {email}.',
  'transfer.initial.edit': 'Edit automatic payments',
  'transfer.initial.preferences': 'Paperless billing and email',
  'transfer.initial.preferencesTick': 'Transfer my paperless billing and email preferences',
  'transfer.initial.preferencesPaperless': 'Paperless billing, notices to {email}',
  'transfer.initial.preferencesPaper': 'Paper bill',
  'transfer.initial.authorise':
    'I authorize the transfer of the payment settings chosen above to my new account.',
  'transfer.initial.submit': 'Transfer',
  'transfer.initial.maybeLater': 'Maybe later',
  'transfer.initial.optOut': "No thanks, don't transfer",
  'transfer.initial.errorsTitle': 'Please check the following:',

  'transfer.edit.heading': 'Edit automatic payments',
  'transfer.edit.method': 'Pay with',
  'transfer.edit.when': 'When to pay',
  'transfer.edit.dayOfMonthOption': 'On a day of the month',
  'transfer.edit.daysBeforeOption': 'Before the due date',
  'transfer.edit.days': 'Number of days before the due date',
  'transfer.edit.dayOfMonth': 'Day of the month',
  'transfer.edit.amount': 'How much to pay',
  'transfer.edit.amountDue': 'The amount due',
  'transfer.edit.maxAmount': 'Maximum amount (optional)',
  'transfer.edit.maxAmountHint': 'Leave empty to always pay the full amount due.',
  'transfer.edit.otherAmountOption': 'Another amount',
  'transfer.edit.otherAmount': 'Amount',
  'transfer.edit.amountHint': 'In dollars, for example 75.00: at least $1 and less than $10,000.',
  'transfer.edit.email': 'Email for payment notices',
  'transfer.edit.save': 'Save',
  'transfer.edit.cancel': 'Cancel',

  'transfer.cancel.heading': 'Discard your changes?',
  'transfer.cancel.body': 'Your changes to the automatic payment settings will be lost.',
  'transfer.cancel.yes': 'Yes, cancel',
  'transfer.cancel.no': 'No, thanks',

  'transfer.optOut.heading': "Don't transfer your payment settings?",
  'transfer.optOut.body':
    'Your saved payment methods and automatic payments will stay on your previous account and will not be offered again. You can add payment methods to your new account at any time.',
  'transfer.optOut.confirm': "Don't transfer",
  'transfer.optOut.back': 'Go back',

  'transfer.later.heading': 'Transfer later?',
  'transfer.later.body_one':
    'You have {count} day left to transfer your payment settings from your previous account.',
  'transfer.later.body_other':
    'You have {count} days left to transfer your payment settings from your previous account.',
  'transfer.later.remind': 'Remind me later',
  'transfer.later.dontRemind': "Don't remind me",

  'transfer.spinner': 'Transferring your payment settings…',

  'transfer.result.successHeading': 'Transfer complete',
  'transfer.result.partialHeading': 'Transfer partly complete',
  'transfer.result.failureHeading': 'Transfer not completed',
  'transfer.result.success':
    'Your payment info and settings have been transferred to your new account ({account}).',
  'transfer.result.autopayFailed':
    'Sorry, your automatic payment settings could not be transferred, but we were able to successfully transfer your saved payment methods.',
  'transfer.result.currentMonthNotScheduled':
    "Your automatic payment settings have been enabled. Due to some technical difficulties payment for the current month couldn't be scheduled, please make a onetime payment for current month's bill.",
  'transfer.result.preferencesNotUpdated':
    'Your payment info has been transferred to your new account ({account}), but your paperless billing and email preferences could not be updated. You can set them on the bill pay pages.',
  'transfer.result.failure':
    "Sorry, we couldn't transfer your payment settings to your new account ({account}). Nothing was changed.",
  'transfer.result.autopayFailTab':
    "Sorry, we weren't able to transfer your automatic payment settings, but you can enroll anytime...",
  'transfer.result.maxPaymentNotice':
    'You had a max payment amount set on your previous account. Please review your new estimated monthly charges and make any necessary changes.',
  'transfer.result.firstAutopay': 'Your first automatic payment on the new account is scheduled for {date}.',
  'transfer.result.autopayLink': 'Set up automatic payments',
  'transfer.result.payLink': 'Make a payment',
  'transfer.result.done': 'Done',

  'transfer.error.body': 'We seem to be experiencing technical difficulties. Please try again later.',

  'transfer.toggle.switching': 'Switching accounts…',
  'transfer.toggle.failed': 'We could not switch to that account. Please try again.',
} as const;

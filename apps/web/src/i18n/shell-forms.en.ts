import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PasswordMessages } from '@coax/domain';

/**
 * The shell's live-checked forms: the password change on /profile/ with its strength meter, and
 * the agents' operator-alert screen /csr/alerts/. Seed 000 §5 password texts come straight from
 * the domain, so the English words cannot drift from the rules that produce them.
 */
export const shellFormsEn = {
  'shellForms.password.length': PasswordMessages.length,
  'shellForms.password.characters': PasswordMessages.characters,
  'shellForms.password.repetitive': PasswordMessages.repetitive,
  'shellForms.password.mismatch': PasswordMessages.mismatch,
  'shellForms.password.confirmed': PasswordMessages.confirmed,
  'shellForms.password.maxLength': PasswordMessages.maxLength,

  'shellForms.strength.label': 'Password strength',
  'shellForms.strength.TOO SHORT': 'TOO SHORT',
  'shellForms.strength.TOO WEAK': 'TOO WEAK',
  'shellForms.strength.MEDIUM': 'MEDIUM',
  'shellForms.strength.STRONG': 'STRONG',
  'shellForms.strength.VERY STRONG': 'VERY STRONG',
  'shellForms.strength.weak':
    'This password would be easy to guess. A longer one that mixes upper- and lower-case letters and numbers is safer.',

  'shellForms.changePassword.title': 'Change your password',
  'shellForms.changePassword.intro':
    'Your new password signs you in everywhere. Any other device signed in as {id} is signed out.',
  'shellForms.changePassword.current': 'Current password',
  'shellForms.changePassword.new': 'New password',
  'shellForms.changePassword.newHint': `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} letters and numbers. Longer, with upper- and lower-case letters and numbers, is stronger.`,
  'shellForms.changePassword.confirm': 'Confirm new password',
  'shellForms.changePassword.submit': 'Change password',
  'shellForms.changePassword.submitting': 'Changing password…',
  'shellForms.changePassword.currentEmpty': 'Enter your current password.',
  'shellForms.changePassword.confirmEmpty': 'Enter your new password again to confirm it.',
  'shellForms.changePassword.wrongCurrent': 'Your current password is not correct.',
  'shellForms.changePassword.wrongCurrentAttempts_one':
    'Your current password is not correct. {count} attempt remaining before the ID is locked for a while.',
  'shellForms.changePassword.wrongCurrentAttempts_other':
    'Your current password is not correct. {count} attempts remaining before the ID is locked for a while.',
  'shellForms.changePassword.rejected':
    'Your new password was not accepted. Check it against the rules under the field and try again.',
  'shellForms.changePassword.failed': 'Your password was not changed. Please try again later.',
  'shellForms.changePassword.done': 'Your password has been changed.',
  'shellForms.changePassword.doneEnded_one':
    'Your password has been changed. {count} other session was signed out.',
  'shellForms.changePassword.doneEnded_other':
    'Your password has been changed. {count} other sessions were signed out.',
  'shellForms.changePassword.agent':
    'Agents cannot change a subscriber’s password. The subscriber changes it here after signing in.',

  'shellForms.alertsAdmin.title': 'Operator alerts',
  'shellForms.alertsAdmin.link': 'Operator alerts',
  'shellForms.alertsAdmin.linkHint': 'Create, edit, publish and preview the alerts subscribers see.',
  'shellForms.alertsAdmin.backToDesk': 'Back to the agent desk',
  'shellForms.alertsAdmin.intro':
    'Alerts show in the alert drawer of every page for the subscribers they are aimed at, while published and inside their window.',
  'shellForms.alertsAdmin.preview': 'Preview the alerts (opens in a new tab)',
  'shellForms.alertsAdmin.previewHint':
    'The preview shows every published alert, ignoring its dates and language.',
  'shellForms.alertsAdmin.new': 'New alert',
  'shellForms.alertsAdmin.loading': 'Loading alerts…',
  'shellForms.alertsAdmin.loadFailed': 'The alerts could not be loaded.',
  'shellForms.alertsAdmin.empty': 'There are no operator alerts yet.',
  'shellForms.alertsAdmin.caption': 'Every operator alert, latest change first',
  'shellForms.alertsAdmin.col.title': 'Title',
  'shellForms.alertsAdmin.col.type': 'Type',
  'shellForms.alertsAdmin.col.status': 'Status',
  'shellForms.alertsAdmin.col.language': 'Language',
  'shellForms.alertsAdmin.col.window': 'Shown',
  'shellForms.alertsAdmin.col.updated': 'Last change',
  'shellForms.alertsAdmin.col.action': 'Action',
  'shellForms.alertsAdmin.edit': 'Edit',
  'shellForms.alertsAdmin.updatedBy': '{time} by {agent}',
  'shellForms.alertsAdmin.windowFrom': 'from {start}',
  'shellForms.alertsAdmin.windowUntil': 'from {start} until {end}',
  'shellForms.alertsAdmin.status.draft': 'Draft',
  'shellForms.alertsAdmin.status.scheduled': 'Scheduled',
  'shellForms.alertsAdmin.status.live': 'Live',
  'shellForms.alertsAdmin.status.expired': 'Expired',
  'shellForms.alertsAdmin.noType': 'none (shown as major)',
  'shellForms.alertsAdmin.language.all': 'All languages',
  'shellForms.alertsAdmin.language.en': 'English',
  'shellForms.alertsAdmin.language.es': 'Spanish',

  'shellForms.alertsAdmin.editorNew': 'New alert',
  'shellForms.alertsAdmin.editorEdit': 'Edit alert {id}',
  'shellForms.alertsAdmin.section.content': 'Content',
  'shellForms.alertsAdmin.section.display': 'How it shows',
  'shellForms.alertsAdmin.section.buttons': 'Buttons',
  'shellForms.alertsAdmin.section.audience': 'Who sees it',
  'shellForms.alertsAdmin.section.publishing': 'Publishing',
  'shellForms.alertsAdmin.field.id': 'Alert ID',
  'shellForms.alertsAdmin.field.idHint':
    'Lower-case letters, numbers and hyphens, such as ice-storm-january. It cannot be changed later.',
  'shellForms.alertsAdmin.field.title': 'Title',
  'shellForms.alertsAdmin.field.summary': 'Summary',
  'shellForms.alertsAdmin.field.message': 'Full message (optional)',
  'shellForms.alertsAdmin.field.messageHint': 'Shown when the subscriber chooses “Read more”.',
  'shellForms.alertsAdmin.field.type': 'Type',
  'shellForms.alertsAdmin.field.priority': 'Priority (optional)',
  'shellForms.alertsAdmin.field.priorityHint':
    '1 is the most important. Alerts without a priority come last.',
  'shellForms.alertsAdmin.field.actionAlert': 'Action alert (shown before all others)',
  'shellForms.alertsAdmin.field.link': 'Link (optional)',
  'shellForms.alertsAdmin.field.linkHint': 'A path on this site, or an https, mailto or tel address.',
  'shellForms.alertsAdmin.field.source': 'Source (optional)',
  'shellForms.alertsAdmin.field.primaryMessage': 'Banner text (optional)',
  'shellForms.alertsAdmin.field.primaryMessageHint':
    'When given, the alert also shows as a banner with this text.',
  'shellForms.alertsAdmin.field.icon': 'Icon name (optional)',
  'shellForms.alertsAdmin.field.img': 'Image address (optional)',
  'shellForms.alertsAdmin.field.regions': 'Regions (optional)',
  'shellForms.alertsAdmin.field.regionsHint': 'Separate with commas. Leave empty for every region.',
  'shellForms.alertsAdmin.field.corpIds': 'Corp IDs (optional)',
  'shellForms.alertsAdmin.field.corpIdsHint':
    'Four-digit corp codes, separated with commas. Leave empty for every corp.',
  'shellForms.alertsAdmin.field.language': 'Language',
  'shellForms.alertsAdmin.field.publishAt': 'Show from (optional)',
  'shellForms.alertsAdmin.field.publishAtHint':
    'Your local time. Leave empty to show it from the moment it is saved.',
  'shellForms.alertsAdmin.field.expiresAt': 'Expires (optional)',
  'shellForms.alertsAdmin.field.expiresAtHint':
    'Your local time. Leave empty to keep it until it is unpublished.',
  'shellForms.alertsAdmin.field.published': 'Published',
  'shellForms.alertsAdmin.field.publishedHint': 'Unpublished alerts are kept as drafts and shown to nobody.',
  'shellForms.alertsAdmin.cta.label': 'Button {n} text',
  'shellForms.alertsAdmin.cta.href': 'Button {n} address',
  'shellForms.alertsAdmin.cta.remove': 'Remove button {n}',
  'shellForms.alertsAdmin.cta.add': 'Add a button',
  'shellForms.alertsAdmin.cta.none': 'No buttons.',
  'shellForms.alertsAdmin.save': 'Save alert',
  'shellForms.alertsAdmin.saving': 'Saving…',
  'shellForms.alertsAdmin.cancel': 'Cancel',
  'shellForms.alertsAdmin.created': 'Alert “{title}” was created.',
  'shellForms.alertsAdmin.saved': 'Alert “{title}” was saved.',
  'shellForms.alertsAdmin.notSaved': 'The alert was not saved. Correct the fields listed and try again.',
  'shellForms.alertsAdmin.saveFailed': 'The alert was not saved. Please try again; what you entered is kept.',
  'shellForms.alertsAdmin.forbidden': 'Only customer-service agents can change alerts.',
  'shellForms.alertsAdmin.required.id': 'Enter an alert ID.',
  'shellForms.alertsAdmin.required.title': 'Enter a title.',
  'shellForms.alertsAdmin.required.ctaLabel': 'Enter the button text.',
  'shellForms.alertsAdmin.required.ctaHref': 'Enter the button address.',
  'shellForms.alertsAdmin.invalid.priority': 'The priority is a whole number.',
  'shellForms.alertsAdmin.invalid.date': 'Enter a date and time, or leave it empty.',
} as const;

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PasswordMessages } from '@coax/domain';

/**
 * The shell's live-checked forms: the password change on /profile/ with its strength meter (the
 * agents' operator-alert screen keeps its text in the csr feature). Seed 000 §5 password texts
 * come straight from the domain, so the English words cannot drift from the rules that produce them.
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
} as const;

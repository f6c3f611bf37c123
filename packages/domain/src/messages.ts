/** Messages the seeds fix word for word. User-facing copies live in the web i18n catalogue. */
export const SessionMessages = {
  /** seed 002 §6 and §8: anonymous calls to cart and bill endpoints. */
  noSession: 'No session. Login required.',
  /** seed 000 §8. */
  sessionExpired: 'Your session has expired. Login required.',
  /** seed 000 §8: the response message that triggers the sign-in-again prompt. */
  reauthRequired: 'Reauthentication required',
} as const;

export const BillingMessages = {
  loadFailed: 'Unable to access billing information at this time.',
  notPrimary: 'Please sign in as the primary user to view and pay your bill.',
  signInAgain: 'Please sign in again to view and pay your bill.',
  signIn: 'Please sign in to view and pay your bill.',
  /** seed 002 §8: default failure text. */
  technicalDifficulties: 'We seem to be experiencing technical difficulties. Please try again later.',
} as const;

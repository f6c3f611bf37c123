/** Seed 001 §8, the DVR messages, word for word. */
export const DvrMessages = {
  connect: 'Sorry, we could not connect to your DVR. Please try again later.',
  schedule: 'There was an error while scheduling your recording.',
  /** the code the DVR answers for a channel the account does not receive */
  notAuthorizedCode: 'Not Authorized to Record',
  /** what the customer reads instead (seed: "not received and should be added via channel 902") */
  notAuthorized:
    'This channel is not part of your TV package. To add it, tune to channel 902 and choose the TV package that includes it.',
  cancel: 'There was an error while cancelling your recording.',
  genericTitle: 'Sorry, there was an error.',
  cannotCancel: 'We are not able to cancel at this moment. Please try again later',
  cannotDelete: 'We are not able to delete at this moment. Please try again later',
  userInfo: 'Unable to retrieve DVR user information.',
  tryLater: 'Please try again later',
} as const;

/** Messages of the parts the seed leaves open (blocked users, terms, conflicts, ids). */
export const DvrRuleMessages = {
  blocked: 'Recording is not available for this user id. Please ask the account owner for DVR access.',
  noDvr: 'This account does not have a DVR.',
  termsRequired: 'Please read and accept the web DVR terms before your first cloud recording.',
  conflict: 'This recording would fail: every tuner of the DVR is busy at that time.',
  quotaFull: 'This recording would fail: the cloud DVR has no space left.',
  /** a local box whose disk is full even after giving up its "until space needed" programs */
  diskFull: 'This recording would fail: the DVR has no space left.',
  noSeries: 'This program is not part of a series.',
  ended: 'This program has already aired.',
  unknownBox: 'DVR box not found.',
  unknownAiring: 'Program not found in the listings.',
  tooManyIds: 'You can select at most 10 recordings at one time.',
  noIds: 'Select at least one recording.',
  forcedHd: 'HD is the only quality for this DVR.',
  noEndOption: 'This DVR cannot change the end time.',
  badTime: 'Use the recording time format YYYYMMDDHHmmss.',
} as const;

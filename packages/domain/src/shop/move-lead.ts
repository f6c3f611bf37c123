import { daysFrom, isIsoDay } from '../billing/payment-date.ts';

// easyMoveLead (seed 002 §7, issue 19 item 8): a subscriber who is moving tells us the new address
// and the day, and we call them to take their services along. The seed names the call and nothing
// more: the window and the words are ours.

/** The move day may be from tomorrow up to this many days ahead. */
export const MOVE_LEAD_MAX_DAYS_AHEAD = 90;

/** What is wrong with a move day, given today (both YYYY-MM-DD); null when it is fine. */
export type MoveDayProblem = 'format' | 'past' | 'too-far';

export function moveDayProblem(moveOn: string, today: string): MoveDayProblem | null {
  if (!isIsoDay(moveOn)) {
    return 'format';
  }
  const ahead = daysFrom(today, moveOn);
  if (ahead < 1) {
    return 'past';
  }
  return ahead > MOVE_LEAD_MAX_DAYS_AHEAD ? 'too-far' : null;
}

export const MoveLeadMessages = {
  format: 'Please enter your moving date.',
  past: 'Please choose a moving date after today.',
  tooFar: `Please choose a moving date within ${MOVE_LEAD_MAX_DAYS_AHEAD} days; tell us again nearer the time.`,
  street: 'Please enter the street address you are moving to.',
  city: 'Please enter the city you are moving to.',
  notFound: 'There is no move request open on this account.',
  sent: 'Thank you. We will call you before your move to take your services along.',
  cancelled: 'Your move request is cancelled.',
} as const;

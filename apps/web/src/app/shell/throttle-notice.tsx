import { useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { useThrottleSecondsLeft } from '../../lib/throttle.ts';

/**
 * Says, in the person's language, how long to wait after the server's rate limit refused this
 * browser, counting down until the wait is over; nothing is drawn otherwise. Screen readers hear
 * it once: the countdown itself is not announced every second.
 */
export function ThrottleNotice() {
  const { tn } = useT();
  const left = useThrottleSecondsLeft();
  // The seconds when the notice appeared, for the one announcement.
  const [announced, setAnnounced] = useState(0);
  if (left > 0 && announced === 0) setAnnounced(left);
  if (left === 0 && announced !== 0) setAnnounced(0);

  if (left === 0) return null;
  // An alert: the browser has just been refused, and what the person does next depends on it.
  return (
    <section role="alert" className="throttle-notice">
      <p className="container throttle-notice__inner">
        <span className="visually-hidden">{tn('shell.throttled', announced || left)}</span>
        <span aria-hidden="true">{tn('shell.throttled', left)}</span>
      </p>
    </section>
  );
}

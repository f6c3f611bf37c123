import { useEffect, useState } from 'react';
import { shouldCheckDeprecation } from '@coax/domain';
import { useT } from '../../i18n/use-t.ts';
import { useUserAgentVerdict } from '../../config/get-user-agent.ts';

/** Where the time of the last browser check (or dismissal) is kept, in ms since the epoch. */
export const DEPRECATION_CHECK_KEY = 'coax.browserCheck';

function readLastCheck(): number | null {
  try {
    const raw = window.localStorage.getItem(DEPRECATION_CHECK_KEY);
    return raw === null ? null : Number(raw);
  } catch {
    // Storage can be switched off (private modes, policies): then check on every visit.
    return null;
  }
}

function writeLastCheck(at: number): void {
  try {
    window.localStorage.setItem(DEPRECATION_CHECK_KEY, String(at));
  } catch {
    // Nothing to do: without storage the banner simply comes back on the next visit.
  }
}

/**
 * Seed 000 §1: "A browser-deprecation banner shows for old Internet Explorer and Firefox 46 or
 * lower; the check repeats weekly (604800000 ms)". The check (seed 000 §7 "User agent") runs when
 * a week has passed since the last one; a current browser records the check, an old one shows the
 * banner until it is dismissed, which records it too.
 */
export function DeprecationBanner() {
  const { t } = useT();
  // Read once per page load: the week is measured in the browser's own time.
  const [due] = useState(() => shouldCheckDeprecation(readLastCheck(), Date.now()));
  const [dismissed, setDismissed] = useState(false);
  const verdict = useUserAgentVerdict(due);
  const current = verdict.data?.deprecated === false;

  useEffect(() => {
    if (current) writeLastCheck(Date.now());
  }, [current]);

  if (!due || dismissed || !verdict.data?.deprecated) return null;

  return (
    <section className="deprecation-banner" aria-label={t('deprecation.label')}>
      <div className="container deprecation-banner__inner">
        <p>{t('deprecation.message')}</p>
        <button
          type="button"
          className="button button--small"
          onClick={() => {
            writeLastCheck(Date.now());
            setDismissed(true);
          }}
        >
          {t('deprecation.dismiss')}
        </button>
      </div>
    </section>
  );
}

import { useState } from 'react';
import { BusyButton } from '../../../ui/busy-button.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { useHotspotEligibility } from '../api/hotspot.ts';
import { useNetworkT, type NetworkMessageKey } from '../i18n/use-network-t.ts';
import { refusalKey } from './refusal.ts';

const ANSWER_KEYS = {
  eligible: 'network.wifi.eligible',
  'already-registered': 'network.msg.hotspotDuplicate',
  'limit-reached': 'network.msg.hotspotTooMany',
} as const satisfies Record<string, NetworkMessageKey>;

/**
 * checkEligibility, asked from the register form before registering: whether the MAC address
 * typed may be registered. `valid` is the form's own check of seed 000 §5's MAC rule; when it
 * fails, `onInvalid` lets the form show the rule at its field and nothing is sent. An answer
 * belongs to the address it was asked for: typing another one clears it.
 */
export function HotspotEligibility({
  macAddress,
  valid,
  onInvalid,
}: {
  macAddress: string;
  valid: boolean;
  onInvalid: () => void;
}) {
  const { t } = useNetworkT();
  const check = useHotspotEligibility();
  const [asked, setAsked] = useState<string | null>(null);
  const current = asked === macAddress;

  const ask = () => {
    if (!valid) {
      setAsked(null);
      onInvalid();
      return;
    }
    setAsked(macAddress);
    check.mutate(macAddress);
  };

  return (
    <div className="stack">
      <BusyButton
        type="button"
        className="button"
        busy={check.isPending}
        busyLabel={t('network.wifi.checking')}
        onClick={ask}
      >
        {t('network.wifi.check')}
      </BusyButton>
      {current && check.data ? (
        <Notice tone={check.data.eligible ? 'success' : 'warning'} live="polite">
          <p>{t(ANSWER_KEYS[check.data.why])}</p>
        </Notice>
      ) : null}
      {current && check.isError ? (
        <Notice tone="error" live="assertive">
          <p>{t(refusalKey(check.error))}</p>
        </Notice>
      ) : null}
    </div>
  );
}

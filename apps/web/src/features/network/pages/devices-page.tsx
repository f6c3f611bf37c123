import { useState } from 'react';
import type { NetworkDevice, PauseBody } from '@coax/contract';
import { formatTimeOrDateTime } from '../../../i18n/format.ts';
import { BusyButton } from '../../../ui/busy-button.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { useBehindTheModem, useNetworkMap, useResume } from '../api/devices.ts';
import { NetworkFrame, ReadOnlyNote } from '../components/network-frame.tsx';
import { NetworkQuery } from '../components/network-query.tsx';
import { PauseDialog } from '../components/pause-dialog.tsx';
import { formatBlock } from '../components/pause-schedule.ts';
import { refusalKey } from '../components/refusal.ts';
import { useNetworkT } from '../i18n/use-network-t.ts';

type NextPause = NonNullable<NetworkDevice['nextPause']>;

/** Cancels a scheduled pause before it starts (the same call that resumes one). */
function CancelScheduleButton({
  pauseId,
  name,
  resume,
}: {
  pauseId: string;
  name: string;
  resume: ReturnType<typeof useResume>;
}) {
  const { t } = useNetworkT();
  return (
    <BusyButton
      type="button"
      className="button button--small"
      busy={resume.isPending && resume.variables === pauseId}
      busyLabel={t('network.map.cancelling')}
      onClick={() => resume.mutate(pauseId)}
    >
      {t('network.map.cancelSchedule', { name })}
    </BusyButton>
  );
}

/** /internet/devices: the network map, who is paused and when they resume, and behind-the-modem. */
export default function DevicesPage() {
  const { t, locale } = useNetworkT();
  const map = useNetworkMap();
  const behind = useBehindTheModem();
  const resume = useResume();
  const [pausing, setPausing] = useState<{ target: PauseBody['target']; name: string } | null>(null);

  const status = (d: NetworkDevice) => {
    if (!d.pause) return t('network.map.online');
    if (d.pause.byGroup) return t('network.map.pausedByGroup', { group: d.group });
    return d.pause.resumesAt === null
      ? t('network.map.paused')
      : t('network.map.pausedUntil', { time: formatTimeOrDateTime(new Date(d.pause.resumesAt), locale) });
  };

  const scheduled = (d: NetworkDevice, next: NextPause) => {
    const when = formatBlock(next.block, locale);
    return next.byGroup
      ? t('network.map.nextPauseByGroup', { group: d.group, when })
      : t('network.map.nextPause', { when });
  };

  return (
    <NetworkFrame title={t('network.map.title')} intro={t('network.map.intro')}>
      <NetworkQuery query={map}>
        {(m) => (
          <>
            <ReadOnlyNote canChange={m.canChange} />
            {resume.isError ? (
              <Notice tone="error" live="assertive">
                <p>{t(refusalKey(resume.error))}</p>
              </Notice>
            ) : null}
            <section className="network__section" aria-labelledby="net-map">
              <h2 id="net-map">{t('network.map.title')}</h2>
              {m.devices.length === 0 ? (
                <p>{t('network.map.none')}</p>
              ) : (
                <ul className="network__list">
                  {m.devices.map((d) => (
                    <li key={d.id}>
                      <div className="network__item">
                        <strong>{d.name}</strong>
                        <p>
                          {t(`network.map.connection.${d.connection}`)} ·{' '}
                          {t('network.map.ip', { ip: d.ipAddress })}
                          {d.group ? ` · ${t('network.map.group', { group: d.group })}` : ''}
                        </p>
                        <p className={d.pause ? 'network__status--paused' : undefined}>{status(d)}</p>
                        {d.nextPause ? <p>{scheduled(d, d.nextPause)}</p> : null}
                      </div>
                      {m.canChange && d.nextPause ? (
                        <CancelScheduleButton
                          pauseId={d.nextPause.id}
                          name={d.nextPause.byGroup ? d.group : d.name}
                          resume={resume}
                        />
                      ) : null}
                      {m.canChange && d.pause ? (
                        <BusyButton
                          type="button"
                          className="button button--small"
                          busy={resume.isPending && resume.variables === d.pause.id}
                          busyLabel={t('network.map.resuming')}
                          onClick={() => d.pause && resume.mutate(d.pause.id)}
                        >
                          {t('network.map.resume', { name: d.name })}
                        </BusyButton>
                      ) : null}
                      {m.canChange && !d.pause ? (
                        <button
                          type="button"
                          className="button button--small"
                          onClick={() => setPausing({ target: { deviceId: d.id }, name: d.name })}
                        >
                          {t('network.map.pause', { name: d.name })}
                        </button>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </section>
            {m.canChange && m.groups.length > 0 ? (
              <section className="network__section" aria-labelledby="net-groups">
                <h2 id="net-groups">{t('network.map.groups')}</h2>
                <div className="button-row">
                  {m.groups.map((g) => (
                    <button
                      key={g}
                      type="button"
                      className="button"
                      onClick={() => setPausing({ target: { group: g }, name: g })}
                    >
                      {t('network.map.pauseGroup', { group: g })}
                    </button>
                  ))}
                </div>
              </section>
            ) : null}
          </>
        )}
      </NetworkQuery>
      <section className="network__section" aria-labelledby="net-behind">
        <h2 id="net-behind">{t('network.map.behindModem')}</h2>
        <p>{t('network.map.behindModemIntro')}</p>
        <NetworkQuery
          query={behind}
          empty={t('network.map.behindModemNone')}
          isEmpty={(b) => b.devices.length === 0}
        >
          {(b) => (
            <ul className="network__list">
              {b.devices.map((d) => (
                <li key={d.macAddress}>
                  <div className="network__item">
                    <strong>{d.name}</strong>
                    <p>
                      {d.macAddress} · {t('network.map.ip', { ip: d.ipAddress })}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </NetworkQuery>
      </section>
      {pausing ? (
        <PauseDialog target={pausing.target} name={pausing.name} onClose={() => setPausing(null)} />
      ) : null}
    </NetworkFrame>
  );
}

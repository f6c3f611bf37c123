import { useEffect, useRef, useState } from 'react';
import type { ModemView } from '@coax/contract';
import { fallbackKey, reasonKey } from '../../../../lib/refusal.ts';
import { ConfirmDialog } from '../../../../ui/confirm-dialog.tsx';
import { Notice } from '../../../../ui/notice.tsx';
import { QueryState } from '../../../../ui/query-state.tsx';
import { useModems, useResetModem } from '../api/troubleshoot.ts';
import { TROUBLESHOOT_REASON_KEYS, useTroubleshootT } from '../i18n/use-troubleshoot-t.ts';

/**
 * The account's modem with a restart button (device/modemlookup, device/modemreset): a confirm
 * dialog first, then the status while it restarts, looked up again until it is back online.
 */
export function ModemPanel() {
  const { t } = useTroubleshootT();
  const modems = useModems();
  return (
    <section className="stack troubleshoot-modem" aria-labelledby="troubleshoot-modem-title">
      <h3 id="troubleshoot-modem-title">{t('troubleshoot.modem.title')}</h3>
      <QueryState
        query={modems}
        loading={t('troubleshoot.modem.loading')}
        failed={t('troubleshoot.modem.failed')}
        isEmpty={(d) => d.modems.length === 0}
        empty={<p>{t('troubleshoot.modem.none')}</p>}
      >
        {(data) => (
          <ul className="troubleshoot-modem__list">
            {data.modems.map((m) => (
              <li key={m.macAddress}>
                <Modem modem={m} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function Modem({ modem }: { modem: ModemView }) {
  const { t, locale } = useTroubleshootT();
  const reset = useResetModem();
  const [asking, setAsking] = useState(false);
  const [key, setKey] = useState<string | null>(null);
  const restarting = modem.status === 'restarting';
  const wasRestarting = useRef(restarting);
  const [backOnline, setBackOnline] = useState(false);

  useEffect(() => {
    if (wasRestarting.current && !restarting) setBackOnline(true);
    if (restarting) setBackOnline(false);
    wasRestarting.current = restarting;
  }, [restarting]);

  const confirm = () => {
    // A retry after a failure sends the same key, so the modem restarts once.
    const idempotencyKey = reset.isError && key ? key : crypto.randomUUID();
    setKey(idempotencyKey);
    reset.mutate({ macAddress: modem.macAddress, idempotencyKey }, { onSuccess: () => setAsking(false) });
  };
  const time = modem.backAt
    ? new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(modem.backAt))
    : '';
  const errorKey = reset.isError
    ? (reasonKey(reset.error, TROUBLESHOOT_REASON_KEYS) ?? fallbackKey(reset.error))
    : null;

  return (
    <div className="stack">
      <p>
        <strong>{modem.model}</strong>
        <br />
        {t('troubleshoot.modem.mac', { mac: modem.macAddress })}
        <br />
        <span className={`troubleshoot-status troubleshoot-status--${modem.status}`}>
          {t(restarting ? 'troubleshoot.modem.restarting' : 'troubleshoot.modem.online')}
        </span>
      </p>
      <div role="status">
        {restarting ? <Notice tone="info">{t('troubleshoot.modem.backAt', { time })}</Notice> : null}
        {backOnline ? <Notice tone="success">{t('troubleshoot.modem.backOnline')}</Notice> : null}
      </div>
      <p>
        <button
          type="button"
          className="button button--primary"
          disabled={restarting}
          onClick={() => {
            reset.reset();
            setAsking(true);
          }}
        >
          {t('troubleshoot.modem.reset')}
        </button>
      </p>
      {asking ? (
        <ConfirmDialog
          title={t('troubleshoot.modem.confirmTitle')}
          closeLabel={t('troubleshoot.modem.close')}
          onClose={() => setAsking(false)}
          confirmLabel={t('troubleshoot.modem.confirm')}
          busyLabel={t('troubleshoot.modem.busy')}
          busy={reset.isPending}
          onConfirm={confirm}
          keepLabel={t('troubleshoot.modem.keep')}
          error={errorKey ? t(errorKey) : undefined}
        >
          <p>{t('troubleshoot.modem.confirmText')}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import {
  closeDrawer,
  currentAlertId,
  drawerPosition,
  initialDrawerState,
  nextAlert,
  removeCurrentAlert,
  reopenDrawer,
  toStoredDrawerState,
  visibleIds,
  type DrawerState,
} from '@coax/domain';
import { useAlertsT } from '../i18n/use-alerts-t.ts';
import { useAlerts } from '../api/get-alerts.ts';
import { readDrawerCookie, writeDrawerCookie } from '../drawer-cookie.ts';
import { alertText } from '../alert-text.ts';
import { AlertCard } from './alert-card.tsx';
import { AlertIcon, Chevron } from './alert-icon.tsx';
import { AlertDialogHost } from './alert-dialog-host.tsx';
import '../alerts.css';

type Focus = 'card' | 'show' | 'main' | null;

/**
 * The alert drawer (seed 000 §2, §4): one alert at a time with 'n of total', next and remove.
 * Until the subscriber opens it, it takes one slim row (the current alert's title, 'n of total'
 * and Open), so the page's task stays in the first screen; opening shows the card and its buttons.
 * Removing the last closes it; it opens again only when the set of alerts changes. What the
 * subscriber did is kept in a cookie, so it holds from page to page. A failed fetch shows nothing
 * (seed 000 §8: "Alert parse failure ... yields no alerts").
 */
export function AlertDrawer() {
  const tr = useAlertsT();
  const { t, tn } = tr;
  const { data } = useAlerts();
  const alerts = data?.alerts ?? [];
  const idsKey = alerts.map((a) => a.id).join('\n');
  // The drawer follows the fetched set: a new set starts from the cookie again.
  const [local, setLocal] = useState<{ key: string; state: DrawerState } | null>(null);
  const state: DrawerState | null =
    local?.key === idsKey
      ? local.state
      : data
        ? initialDrawerState(
            alerts.map((a) => a.id),
            readDrawerCookie(),
          )
        : null;
  const [announcement, setAnnouncement] = useState('');
  // Closed until the subscriber opens it: the page's own task comes first (issue 14).
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const focusNext = useRef<Focus>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const showRef = useRef<HTMLButtonElement>(null);

  const stored = state ? JSON.stringify(toStoredDrawerState(state)) : null;
  useEffect(() => {
    if (state) writeDrawerCookie(toStoredDrawerState(state));
    // `stored` is the state's content; writing again for an equal state would change nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stored]);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'card') cardRef.current?.focus();
    else if (target === 'show') showRef.current?.focus();
    else if (target === 'main') document.getElementById('main')?.focus();
  });

  if (!state || state.ids.length === 0) return null;

  const update = (next: DrawerState, focus: Focus, message = '') => {
    focusNext.current = focus;
    setAnnouncement(message);
    setLocal({ key: idsKey, state: next });
  };

  const current = alerts.find((a) => a.id === currentAlertId(state));
  const title = current ? alertText(current, tr).title : '';
  const position = drawerPosition(state);
  const remaining = visibleIds(state).length;

  return (
    <section className="alert-drawer" aria-label={t('alerts.drawerLabel')}>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {current && position ? (
        <div className="container alert-drawer__inner">
          {/* Until opened, the set takes one row: icon, the alert's title, 'n of total', Open. */}
          <div className="alert-drawer__bar">
            <AlertIcon type={current.type} />
            {expanded ? null : (
              <p className="alert-drawer__title" title={title}>
                {title}
              </p>
            )}
            <p className="alert-drawer__count">
              <span className="alert-drawer__label">{t('alerts.drawerLabel')}</span>{' '}
              {t('alerts.position', { n: position.n, total: position.total })}
            </p>
            <button
              type="button"
              className="button button--small button--quiet alert-drawer__toggle"
              aria-expanded={expanded}
              aria-controls={panelId}
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? (
                t('alerts.less')
              ) : (
                <>
                  {t('alerts.open')} <span className="visually-hidden">{t('alerts.openWhat')}</span>
                </>
              )}
              <Chevron />
            </button>
          </div>
          {data?.preview ? <p className="alert-drawer__preview">{t('alerts.preview')}</p> : null}
          <div id={panelId} className="alert-drawer__panel" hidden={!expanded}>
            {expanded ? (
              <>
                <div ref={cardRef} tabIndex={-1} className="alert-drawer__card" aria-live="polite">
                  <AlertCard alert={current} owner="drawer" />
                </div>
                <div className="alert-drawer__actions">
                  {position.total > 1 ? (
                    <button
                      type="button"
                      className="button button--small"
                      onClick={() => update(nextAlert(state), null)}
                    >
                      {t('alerts.next')}
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className="button button--small"
                    onClick={() => {
                      const next = removeCurrentAlert(state);
                      update(next, next.closed ? 'main' : null, next.closed ? t('alerts.removedAll') : '');
                    }}
                  >
                    {t('alerts.remove')}
                  </button>
                  <button
                    type="button"
                    className="button button--small button--quiet"
                    onClick={() => update(closeDrawer(state), 'show', t('alerts.hidden'))}
                  >
                    {t('alerts.hide')}
                  </button>
                </div>
              </>
            ) : null}
          </div>
        </div>
      ) : remaining > 0 ? (
        <div className="container alert-drawer__inner alert-drawer__inner--closed">
          <button
            ref={showRef}
            type="button"
            className="button button--small"
            onClick={() => {
              setExpanded(true);
              update(reopenDrawer(state), 'card');
            }}
          >
            {tn('alerts.show', remaining)}
          </button>
        </div>
      ) : null}
      <AlertDialogHost owner="drawer" />
    </section>
  );
}

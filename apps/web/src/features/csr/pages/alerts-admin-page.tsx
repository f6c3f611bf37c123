import { useEffect, useRef, useState, type ReactNode } from 'react';
import { PageTitle } from '../../../ui/page-title.tsx';
import { RequireAgent } from '../../../session/require-agent.tsx';
import { LocalLink, useLocalPath } from '../../../i18n/local-link.tsx';
import { alertToForm, emptyAlertForm, type AlertFormValues } from '../alert-form.ts';
import { useOperatorAlerts } from '../api/get-operator-alerts.ts';
import { AlertEditor } from '../components/alert-editor.tsx';
import { OperatorAlertList } from '../components/operator-alert-list.tsx';
import { LoadingCard } from '../../../ui/loading-card.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import './alerts-admin.css';
import { useCsrT } from '../i18n/use-csr-t.ts';

/** Seed 000 §4: the page a subscriber sees, with the date and language checks off for the agent. */
const PREVIEW_PATH = '/home?cms_mode=preview';

interface Editing {
  mode: 'new' | 'edit';
  initial: AlertFormValues;
  /** a new number for each opening, so the editor starts fresh every time */
  opening: number;
}

function AlertsAdmin() {
  const { t } = useCsrT();
  const localPath = useLocalPath();
  const alerts = useOperatorAlerts();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [news, setNews] = useState<string>();
  const newsRef = useRef<HTMLParagraphElement>(null);
  const newButtonRef = useRef<HTMLButtonElement>(null);
  const counter = useRef(0);
  const nextKey = () => ++counter.current;
  const focusNews = useRef(false);

  useEffect(() => {
    if (!focusNews.current) return;
    focusNews.current = false;
    newsRef.current?.focus();
  });

  const open = (mode: Editing['mode'], initial: AlertFormValues) => {
    setNews(undefined);
    setEditing({ mode, initial, opening: nextKey() });
  };

  return (
    <>
      <div className="card stack">
        <p>{t('csr.alertsAdmin.intro')}</p>
        <div className="button-row">
          <button
            ref={newButtonRef}
            type="button"
            className="button button--primary"
            onClick={() => open('new', emptyAlertForm())}
          >
            {t('csr.alertsAdmin.new')}
          </button>
          <a
            className="button"
            href={localPath(PREVIEW_PATH)}
            target="_blank"
            rel="noopener"
            aria-describedby="alerts-admin-preview-hint"
          >
            {t('csr.alertsAdmin.preview')}
          </a>
        </div>
        <p id="alerts-admin-preview-hint" className="field__hint">
          {t('csr.alertsAdmin.previewHint')}
        </p>
        <div role="status">
          {news ? (
            <p ref={newsRef} tabIndex={-1} className="alerts-admin__news">
              {news}
            </p>
          ) : null}
        </div>
      </div>

      {editing ? (
        <AlertEditor
          key={editing.opening}
          mode={editing.mode}
          initial={editing.initial}
          nextKey={nextKey}
          onSaved={({ alert, created }) => {
            setEditing(null);
            focusNews.current = true;
            setNews(
              created
                ? t('csr.alertsAdmin.created', { title: alert.title })
                : t('csr.alertsAdmin.saved', { title: alert.title }),
            );
          }}
          onCancel={() => {
            setEditing(null);
            newButtonRef.current?.focus();
          }}
        />
      ) : null}

      <section className="card stack" aria-labelledby="alerts-admin-list">
        <h2 id="alerts-admin-list">{t('csr.alertsAdmin.caption')}</h2>
        {alerts.isPending ? (
          <LoadingCard label={t('csr.alertsAdmin.loading')} lines={4} className="" />
        ) : alerts.isError ? (
          <LoadFailed
            message={t('csr.alertsAdmin.loadFailed')}
            onRetry={() => void alerts.refetch()}
            live="none"
          />
        ) : (
          <OperatorAlertList
            alerts={alerts.data.alerts}
            now={Date.now()}
            onEdit={(alert) => open('edit', alertToForm(alert, nextKey))}
          />
        )}
      </section>
    </>
  );
}

function AlertsFrame({ children }: { children: ReactNode }) {
  const { t } = useCsrT();
  return (
    <div className="alerts-admin stack">
      <PageTitle title={t('csr.alertsAdmin.title')} />
      <p>
        <LocalLink to="/csr/">{t('csr.alertsAdmin.backToDesk')}</LocalLink>
      </p>
      <h1>{t('csr.alertsAdmin.title')}</h1>
      {children}
    </div>
  );
}

/** /csr/alerts/: the agents' screen for the operator alerts (seed 000 §3 Alert, §4 Alert drawer). */
export default function AlertsAdminPage() {
  return <RequireAgent frame={AlertsFrame}>{() => <AlertsAdmin />}</RequireAgent>;
}

import '../shop.css';
import { useEffect, useRef, useState } from 'react';
import type { MoveLead, MoveLeadState } from '@coax/contract';
import { MOVE_LEAD_MAX_DAYS_AHEAD, formatPhone } from '@coax/domain';
import { formatCalendarDate } from '../../../i18n/format.ts';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { BusyButton } from '../../../ui/busy-button.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { useCancelMoveLead, useMoveLead, useSendMoveLead } from '../api/move-lead.ts';
import { useShopT } from '../i18n/use-shop-t.ts';
import { MoveForm } from './move-form.tsx';
import { refusalKey } from './refusal.ts';
import { useOnceKey } from './use-once.ts';

/**
 * /upgrades/move (seed 002 §7 easyMoveLead): a subscriber who is moving says where and when, and
 * is called to take the services along. One open request per account, changed or cancelled here.
 */
export default function MovePage() {
  const { t } = useShopT();
  const state = useMoveLead();
  return (
    <div className="stack">
      <PageTitle title={t('shop.move.title')} />
      <h1>{t('shop.move.title')}</h1>
      <p className="lede">{t('shop.move.intro')}</p>
      <QueryState query={state} loading={t('shop.move.loading')} failed={t('shop.move.failed')}>
        {(data) => <MoveRequest state={data} />}
      </QueryState>
      <p>
        <LocalLink to="/upgrades">{t('shop.move.back')}</LocalLink>
      </p>
    </div>
  );
}

function MoveRequest({ state }: { state: MoveLeadState }) {
  const { t } = useShopT();
  const send = useSendMoveLead();
  const cancel = useCancelMoveLead();
  const once = useOnceKey(send.isError);
  const [editing, setEditing] = useState(false);
  const [done, setDone] = useState<'sent' | 'cancelled' | null>(null);
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done) notice.current?.focus();
  }, [done]);
  const failed = send.error ?? cancel.error;
  const days = { days: String(MOVE_LEAD_MAX_DAYS_AHEAD) };

  if (!state.canChange) {
    return state.lead ? (
      <LeadFacts lead={state.lead} />
    ) : (
      <Notice tone="info">{t('shop.services.notPrimary')}</Notice>
    );
  }
  return (
    <div className="stack">
      {done ? (
        <div ref={notice} tabIndex={-1}>
          <Notice tone="success" live="polite">
            {t(done === 'sent' ? 'shop.move.sent' : 'shop.move.cancelled')}
          </Notice>
        </div>
      ) : null}
      {failed ? (
        <Notice tone="error" live="assertive">
          {t(refusalKey(failed), days)}
        </Notice>
      ) : null}
      {state.lead && !editing ? (
        <>
          <LeadFacts lead={state.lead} />
          <div className="button-row">
            <button type="button" className="button button--primary" onClick={() => setEditing(true)}>
              {t('shop.move.change')}
            </button>
            <BusyButton
              type="button"
              className="button"
              busy={cancel.isPending}
              busyLabel={t('shop.move.cancelling')}
              onClick={() => cancel.mutate(undefined, { onSuccess: () => setDone('cancelled') })}
            >
              {t('shop.move.cancel')}
            </BusyButton>
          </div>
        </>
      ) : (
        <MoveForm
          key={state.lead?.updatedAt ?? 'new'}
          lead={state.lead}
          today={state.today}
          busy={send.isPending}
          onSend={(body) =>
            send.mutate(
              { body, idempotencyKey: once.next() },
              {
                onSuccess: () => {
                  once.reset();
                  setEditing(false);
                  setDone('sent');
                },
              },
            )
          }
        >
          {editing ? (
            <button type="button" className="button" onClick={() => setEditing(false)}>
              {t('shop.move.keep')}
            </button>
          ) : null}
        </MoveForm>
      )}
    </div>
  );
}

function LeadFacts({ lead }: { lead: MoveLead }) {
  const { t, locale } = useShopT();
  const a = lead.address;
  return (
    <section className="stack" aria-labelledby="move-yours-title">
      <h2 id="move-yours-title">{t('shop.move.yours')}</h2>
      <dl className="move-facts">
        <dt>{t('shop.move.reference')}</dt>
        <dd data-testid="move-reference">{lead.reference}</dd>
        <dt>{t('shop.move.on')}</dt>
        <dd>{formatCalendarDate(lead.moveOn, locale)}</dd>
        <dt>{t('shop.move.to')}</dt>
        <dd>
          {a.street}
          {a.line2 ? `, ${a.line2}` : ''}, {a.city}, {a.state} {a.zip}
        </dd>
        <dt>{t('shop.move.call')}</dt>
        <dd>{formatPhone(lead.phone)}</dd>
      </dl>
      <p>{t(lead.served ? 'shop.move.served' : 'shop.move.notServed')}</p>
    </section>
  );
}

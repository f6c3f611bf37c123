import type { ReactNode, RefObject } from 'react';
import type { TransferEvent, TransferResultView } from '@coax/domain';
import { formatCalendarDate } from '../../../../i18n/format.ts';
import { LocalLink } from '../../../../i18n/local-link.tsx';
import { Notice } from '../../../../ui/notice.tsx';
import { Spinner } from '../../../../ui/spinner.tsx';
import { useBillingT, type BillingMessageKey } from '../../i18n/use-billing-t.ts';

type Dispatch = (e: TransferEvent) => void;
type HeadingRef = RefObject<HTMLHeadingElement | null>;

function Step({
  heading,
  headingRef,
  children,
}: {
  heading: string;
  headingRef: HeadingRef;
  children: ReactNode;
}) {
  return (
    <div className="transfer-step stack">
      <h3 ref={headingRef} tabIndex={-1} className="transfer-step__heading">
        {heading}
      </h3>
      {children}
    </div>
  );
}

function Buttons({ children }: { children: ReactNode }) {
  return <div className="button-row">{children}</div>;
}

/** Cancel: closing the edit step would lose changes (seed 002 §4). */
export function CancelStep({ dispatch, headingRef }: { dispatch: Dispatch; headingRef: HeadingRef }) {
  const { t } = useBillingT();
  return (
    <Step heading={t('transfer.cancel.heading')} headingRef={headingRef}>
      <p>{t('transfer.cancel.body')}</p>
      <Buttons>
        <button
          type="button"
          className="button button--primary"
          onClick={() => dispatch({ type: 'YES_CANCEL' })}
        >
          {t('transfer.cancel.yes')}
        </button>
        <button type="button" className="button" onClick={() => dispatch({ type: 'NO_THANKS' })}>
          {t('transfer.cancel.no')}
        </button>
      </Buttons>
    </Step>
  );
}

/** OptOut: the opt-out link's confirmation. */
export function OptOutStep({ dispatch, headingRef }: { dispatch: Dispatch; headingRef: HeadingRef }) {
  const { t } = useBillingT();
  return (
    <Step heading={t('transfer.optOut.heading')} headingRef={headingRef}>
      <p>{t('transfer.optOut.body')}</p>
      <Buttons>
        <button
          type="button"
          className="button button--primary"
          onClick={() => dispatch({ type: 'CONFIRM_OPT_OUT' })}
        >
          {t('transfer.optOut.confirm')}
        </button>
        <button type="button" className="button" onClick={() => dispatch({ type: 'BACK' })}>
          {t('transfer.optOut.back')}
        </button>
      </Buttons>
    </Step>
  );
}

/** MayBeLater: 30 days or fewer remain, so maybe-later asks once more (seed 002 §4). */
export function MayBeLaterStep({
  daysLeft,
  dispatch,
  headingRef,
}: {
  daysLeft: number;
  dispatch: Dispatch;
  headingRef: HeadingRef;
}) {
  const { t, tn } = useBillingT();
  return (
    <Step heading={t('transfer.later.heading')} headingRef={headingRef}>
      <p>{tn('transfer.later.body', daysLeft)}</p>
      <Buttons>
        <button
          type="button"
          className="button button--primary"
          onClick={() => dispatch({ type: 'REMIND_LATER' })}
        >
          {t('transfer.later.remind')}
        </button>
        <button type="button" className="button" onClick={() => dispatch({ type: 'DONT_REMIND' })}>
          {t('transfer.later.dontRemind')}
        </button>
      </Buttons>
    </Step>
  );
}

export function SpinnerStep() {
  const { t } = useBillingT();
  return (
    <div className="transfer-step" aria-busy="true">
      <Spinner label={t('transfer.spinner')} />
    </div>
  );
}

/** Error: the request itself failed; the same request can be sent again. */
export function ErrorStep({ dispatch, headingRef }: { dispatch: Dispatch; headingRef: HeadingRef }) {
  const { t } = useBillingT();
  const shared = useBillingT();
  return (
    <Step heading={t('transfer.result.failureHeading')} headingRef={headingRef}>
      <Notice tone="error" live="assertive">
        <p>{t('transfer.error.body')}</p>
      </Notice>
      <Buttons>
        <button type="button" className="button button--primary" onClick={() => dispatch({ type: 'RETRY' })}>
          {shared.t('common.retry')}
        </button>
        <button type="button" className="button" onClick={() => dispatch({ type: 'CLOSE' })}>
          {t('transfer.result.done')}
        </button>
      </Buttons>
    </Step>
  );
}

const MAIN: Record<TransferResultView['variant'], BillingMessageKey> = {
  success: 'transfer.result.success',
  autopayFailed: 'transfer.result.autopayFailed',
  currentMonthNotScheduled: 'transfer.result.currentMonthNotScheduled',
  preferencesNotUpdated: 'transfer.result.preferencesNotUpdated',
  failure: 'transfer.result.failure',
};

/** Result: what moved, by the ancillary code's result type (seed 002 §4, §8). */
export function ResultStep({
  result,
  account,
  dispatch,
  headingRef,
}: {
  result: TransferResultView;
  account: string;
  dispatch: Dispatch;
  headingRef: HeadingRef;
}) {
  const { t, locale } = useBillingT();
  const heading =
    result.variant === 'success'
      ? t('transfer.result.successHeading')
      : result.variant === 'failure'
        ? t('transfer.result.failureHeading')
        : t('transfer.result.partialHeading');
  const tone = result.variant === 'success' ? 'success' : result.variant === 'failure' ? 'error' : 'warning';
  return (
    <Step heading={heading} headingRef={headingRef}>
      <Notice tone={tone} live="polite">
        <p>{t(MAIN[result.variant], { account })}</p>
        {result.currMonAutoPayDate ? (
          <p>
            {t('transfer.result.firstAutopay', {
              date: formatCalendarDate(result.currMonAutoPayDate, locale),
            })}
          </p>
        ) : null}
      </Notice>
      {result.maxPaymentNotice ? (
        <Notice tone="warning">
          <p>{t('transfer.result.maxPaymentNotice')}</p>
        </Notice>
      ) : null}
      {result.autopayFailTab ? (
        <p>
          {t('transfer.result.autopayFailTab')}{' '}
          <LocalLink to="/pay-bill/automatic-payments/" onClick={() => dispatch({ type: 'CLOSE' })}>
            {t('transfer.result.autopayLink')}
          </LocalLink>
        </p>
      ) : null}
      {result.variant === 'currentMonthNotScheduled' ? (
        <p>
          <LocalLink to="/pay-bill/" onClick={() => dispatch({ type: 'CLOSE' })}>
            {t('transfer.result.payLink')}
          </LocalLink>
        </p>
      ) : null}
      <Buttons>
        <button type="button" className="button button--primary" onClick={() => dispatch({ type: 'CLOSE' })}>
          {t('transfer.result.done')}
        </button>
      </Buttons>
    </Step>
  );
}

import { useState } from 'react';
import type { PendingMove } from '@coax/contract';
import { formatCalendarDate } from '../../../../i18n/format.ts';
import { Notice } from '../../../../ui/notice.tsx';
import { useBillingT } from '../../i18n/use-billing-t.ts';
import { TransferWizard } from './transfer-wizard.tsx';
import { accountsOf } from './use-transfer-wizard.ts';

/**
 * What a subscriber with a pending move sees: on the pay-bill pages a notice in the header with
 * the way in and the opt-out link; the wizard itself, opened at once when `autoOpen` says so.
 * Loaded only when a move is pending, with its messages.
 */
export default function TransferArea({
  move,
  place,
  autoOpen,
  onDismissed,
}: {
  move: PendingMove;
  place: 'home' | 'payBill';
  autoOpen: boolean;
  onDismissed: () => void;
}) {
  const { t, tn, locale } = useBillingT();
  const [open, setOpen] = useState<'Initial' | 'OptOut' | null>(autoOpen ? 'Initial' : null);
  const { from } = accountsOf(move);

  return (
    <>
      {place === 'payBill' && from ? (
        <Notice className="transfer-notice">
          <h2 className="transfer-notice__title">{t('transfer.notice.title')}</h2>
          <p>
            {tn('transfer.notice.body', move.daysLeft, {
              account: from.accountNum,
              date: formatCalendarDate(move.discoDate, locale),
            })}
          </p>
          <div className="button-row">
            <button type="button" className="button button--primary" onClick={() => setOpen('Initial')}>
              {t('transfer.notice.open')}
            </button>
            <button type="button" className="button button--quiet" onClick={() => setOpen('OptOut')}>
              {t('transfer.notice.optOut')}
            </button>
          </div>
        </Notice>
      ) : null}
      {open ? (
        <TransferWizard
          move={move}
          startAt={open}
          onClosed={() => {
            setOpen(null);
            onDismissed();
          }}
        />
      ) : null}
    </>
  );
}

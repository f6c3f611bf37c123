import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TransferMoveResult } from '@coax/contract';
import { displayAccountNumber } from '@coax/domain';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { useMoveIds } from '../api/move-ids.ts';
import { useTransferAccount } from '../api/get-transfer-account.ts';
import { TransferAccounts } from '../components/transfer-accounts.tsx';
import { transferRefusalKey } from '../components/transfer-refusal.ts';
import { useIdentityT } from '../i18n/use-identity-t.ts';
import '../components/identity.css';

/**
 * /profile/transfer (issue 15 item 4; seed 002 §3 Transfer account, §7 transfer/account,
 * transfer/move): after a move, the primary user takes the household's ids from the previous
 * account to the new one, then sees the status and the message. Ids not taken then may follow
 * later from the new account (a follow-up: the primary is already there and does not move again).
 */
export default function TransferPage() {
  const { t } = useIdentityT();
  const queryClient = useQueryClient();
  const view = useTransferAccount();
  const move = useMoveIds();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [key, setKey] = useState('');
  const [result, setResult] = useState<TransferMoveResult>();
  const [noneChosen, setNoneChosen] = useState(false);
  const refusal = transferRefusalKey(view.error);

  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
    setNoneChosen(false);
  };
  const back = (
    <p>
      <LocalLink to="/profile/household-ids">{t('identity.transfer.back')}</LocalLink>
    </p>
  );

  return (
    <div className="identity-page stack">
      <PageTitle title={t('identity.transfer.title')} />
      <h1>{t('identity.transfer.title')}</h1>
      {result ? (
        <Notice tone="success" live="polite">
          <dl className="identity-transfer__result">
            <dt>{t('identity.transfer.status')}</dt>
            <dd>{t('identity.transfer.status.success')}</dd>
          </dl>
          <p>{t('identity.transfer.done', { account: displayAccountNumber(result.account_number) })}</p>
          <p>{t('identity.transfer.moved', { ids: result.movedIds.join(', ') })}</p>
          {back}
        </Notice>
      ) : refusal ? (
        <Notice tone="warning">
          <p>{t(refusal)}</p>
          {back}
        </Notice>
      ) : (
        <QueryState
          query={view}
          loading={t('identity.transfer.loading')}
          failed={t('identity.transfer.loadFailed')}
        >
          {(v) => {
            // The previous account lists its primary until the primary moves; after that only the
            // ids left behind, which follow on their own and at least one at a time.
            const followUp = !v.currentAccountOptimumIds.some((u) => u.is_primary);
            return (
              <>
                <p>{t(followUp ? 'identity.transfer.introLeft' : 'identity.transfer.intro')}</p>
                <TransferAccounts view={v} chosen={chosen} onToggle={toggle} />
                {noneChosen ? (
                  <Notice tone="warning" live="polite">
                    <p>{t('identity.transfer.refused.noneChosen')}</p>
                  </Notice>
                ) : null}
                <p>
                  <button
                    type="button"
                    className="button button--primary"
                    data-primary-action
                    onClick={() => {
                      if (followUp && chosen.size === 0) {
                        setNoneChosen(true);
                        return;
                      }
                      move.reset();
                      setKey(crypto.randomUUID());
                      setConfirming(true);
                    }}
                  >
                    {t('identity.transfer.submit')}
                  </button>
                </p>
                {confirming ? (
                  <ConfirmDialog
                    title={t('identity.transfer.confirmTitle')}
                    closeLabel={t('common.close')}
                    onClose={() => setConfirming(false)}
                    confirmLabel={t('identity.transfer.confirm')}
                    busyLabel={t('identity.transfer.busy')}
                    busy={move.isPending}
                    keepLabel={t('identity.transfer.keep')}
                    error={
                      move.isError
                        ? t(transferRefusalKey(move.error) ?? 'identity.transfer.failed')
                        : undefined
                    }
                    onConfirm={() =>
                      move.mutate(
                        { body: { ids: [...chosen] }, idempotencyKey: key },
                        {
                          onSuccess: (r) => {
                            setConfirming(false);
                            setResult(r);
                            // the ids now belong to another account: everything read before is stale
                            void queryClient.invalidateQueries();
                          },
                        },
                      )
                    }
                  >
                    <p>
                      {t('identity.transfer.confirmBody', {
                        account: displayAccountNumber(v.account_number),
                        ids: [
                          ...v.currentAccountOptimumIds.filter((u) => u.is_primary).map((u) => u.id),
                          ...chosen,
                        ].join(', '),
                      })}
                    </p>
                  </ConfirmDialog>
                ) : null}
              </>
            );
          }}
        </QueryState>
      )}
    </div>
  );
}

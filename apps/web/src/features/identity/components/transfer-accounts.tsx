import type { TransferAccount, TransferAccountId } from '@coax/contract';
import { displayAccountNumber } from '@coax/domain';
import { useIdentityT } from '../i18n/use-identity-t.ts';

const nameOf = (u: TransferAccountId) => `${u.first_name} ${u.last_name}`.trim();

/**
 * The two accounts side by side (stacked on a phone): the previous account's ids, each secondary
 * with a box to take it along (the primary always moves), and the new account's ids and services.
 */
export function TransferAccounts({
  view,
  chosen,
  onToggle,
}: {
  view: TransferAccount;
  chosen: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
}) {
  const { t } = useIdentityT();
  return (
    <div className="identity-transfer__accounts">
      <section className="card stack" aria-labelledby="transfer-current">
        <h2 id="transfer-current">
          {t('identity.transfer.current', { account: displayAccountNumber(view.currentAccountNumber) })}
        </h2>
        <fieldset className="stack identity-permissions">
          <legend>{t('identity.transfer.choose')}</legend>
          {view.currentAccountOptimumIds.map((u) => (
            <div className="checkbox" key={u.id}>
              <input
                id={`transfer-${u.id}`}
                type="checkbox"
                checked={u.is_primary || chosen.has(u.id)}
                disabled={u.is_primary}
                onChange={(event) => onToggle(u.id, event.target.checked)}
              />
              <label htmlFor={`transfer-${u.id}`}>
                {u.is_primary ? t('identity.transfer.primaryAlways', { id: u.id }) : u.id}{' '}
                <span className="identity-id__role">{nameOf(u)}</span>
              </label>
            </div>
          ))}
        </fieldset>
      </section>
      <section className="card stack" aria-labelledby="transfer-new">
        <h2 id="transfer-new">
          {t('identity.transfer.new', { account: displayAccountNumber(view.account_number) })}
        </h2>
        {view.newAccountOptimumIds.length === 0 ? (
          <p>{t('identity.transfer.newNone')}</p>
        ) : (
          <ul>
            {view.newAccountOptimumIds.map((u) => (
              <li key={u.id}>
                {u.id} <span className="identity-id__role">{nameOf(u)}</span>
              </li>
            ))}
          </ul>
        )}
        <h3>{t('identity.transfer.serviceLevel')}</h3>
        {view.newAccountServiceLevel.length === 0 ? (
          <p>{t('identity.transfer.serviceLevelNone')}</p>
        ) : (
          <ul>
            {view.newAccountServiceLevel.map((s) => (
              <li key={s}>{t(`identity.transfer.service.${s}`)}</li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

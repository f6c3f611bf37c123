import { useState } from 'react';
import { HOUSEHOLD_IDS_MAX } from '@coax/domain';
import { isApiError } from '../../../lib/api-client.ts';
import { Notice } from '../../../ui/notice.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { useHouseholdIds } from '../api/get-household-ids.ts';
import { CreateIdForm } from '../components/create-id-form.tsx';
import { HouseholdIdCard } from '../components/household-id-card.tsx';
import { TransferOffer } from '../components/transfer-offer.tsx';
import { useIdentityT } from '../i18n/use-identity-t.ts';
import '../components/identity.css';

/**
 * /profile/household-ids (seed 000 §2: the get-a-mailbox page): the account's ids with their
 * flags and allowed_remaining, a form to create one, and each secondary's permissions. Primary
 * users only; a secondary is told so (seed 000 §6).
 */
export default function HouseholdIdsPage() {
  const { t, tn } = useIdentityT();
  const ids = useHouseholdIds();
  const [news, setNews] = useState<string>();
  const primaryOnly = isApiError(ids.error) && ids.error.reason === 'identity.not-primary';

  return (
    <div className="identity-page stack">
      <PageTitle title={t('identity.ids.title')} />
      <h1>{t('identity.ids.title')}</h1>
      {primaryOnly ? (
        <Notice tone="warning">
          <p>{t('identity.ids.primaryOnly')}</p>
        </Notice>
      ) : (
        <>
          <p>{t('identity.ids.intro')}</p>
          <TransferOffer />
          {news ? (
            <Notice tone="success" live="polite">
              <p>{news}</p>
            </Notice>
          ) : null}
          <QueryState query={ids} loading={t('identity.ids.loading')} failed={t('identity.ids.loadFailed')}>
            {(list) => (
              <>
                {list.allowed_remaining > 0 ? (
                  // the form sits after the ids; on a phone this takes the task to it from the first screen
                  <p>
                    <a href="#identity-create" className="button button--primary" data-primary-action>
                      {t('identity.ids.createLink')}
                    </a>
                  </p>
                ) : null}
                <ul className="identity-ids stack" aria-label={t('identity.ids.title')}>
                  {list.ids.map((u) => (
                    <HouseholdIdCard
                      key={u.id}
                      user={u}
                      onDeleted={(id) => setNews(t('identity.delete.done', { id }))}
                    />
                  ))}
                </ul>
                <section className="card stack" aria-labelledby="identity-create">
                  <h2 id="identity-create">{t('identity.create.title')}</h2>
                  {list.allowed_remaining > 0 ? (
                    <>
                      <p>
                        {tn('identity.ids.remaining', list.allowed_remaining, { max: HOUSEHOLD_IDS_MAX })}
                      </p>
                      <CreateIdForm onCreated={(id) => setNews(t('identity.create.done', { id }))} />
                    </>
                  ) : (
                    <p>{t('identity.ids.none')}</p>
                  )}
                </section>
              </>
            )}
          </QueryState>
        </>
      )}
    </div>
  );
}

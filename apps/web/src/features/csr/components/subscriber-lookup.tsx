import { useState, type FormEvent } from 'react';
import { displayAccountNumber } from '@coax/domain';
import { Notice } from '../../../ui/notice.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { TableScroll } from '../../../ui/table-scroll.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useActFor } from '../api/act-for.ts';
import { useLiftSignInBan } from '../api/lift-sign-in-ban.ts';
import { MIN_LOOKUP_LENGTH, useLookupSubscribers } from '../api/lookup-subscribers.ts';
import { useCsrT } from '../i18n/use-csr-t.ts';
import './subscriber-lookup.css';

/** Find a subscriber by account number or id, then act for them. */
export function SubscriberLookup({
  actingForId,
  onActing,
}: {
  actingForId: string | undefined;
  onActing: (id: string) => void;
}) {
  const { t } = useCsrT();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const lookup = useLookupSubscribers(term);
  const actFor = useActFor();
  const lift = useLiftSignInBan();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = text.trim();
    setText(q);
    if (q.length < MIN_LOOKUP_LENGTH) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    setTerm(q);
  };

  const matches = lookup.data?.matches;
  return (
    <section className="card stack" aria-labelledby="csr-lookup">
      <h2 id="csr-lookup">{t('csr.lookupTitle')}</h2>
      <form className="inline-form" onSubmit={onSubmit} noValidate role="search" aria-labelledby="csr-lookup">
        <TextField
          id="csr-lookup-q"
          label={t('csr.lookupLabel')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={tooShort ? t('csr.lookupTooShort') : undefined}
          autoComplete="off"
          spellCheck={false}
        />
        <button type="submit" className="button button--primary" data-primary-action>
          {t('csr.lookupSubmit')}
        </button>
      </form>
      {lookup.isFetching ? <Spinner label={t('csr.searching')} /> : null}
      {lift.data && lift.variables ? (
        <Notice tone="success" live="polite">
          <p>
            {t(lift.data.lifted ? 'csr.signInBanLifted' : 'csr.signInBanWasNot', { id: lift.variables.id })}
          </p>
        </Notice>
      ) : null}
      {lookup.isError || actFor.isError || lift.isError ? (
        <Notice tone="error" live="assertive">
          <p>{t('common.technicalDifficulties')}</p>
        </Notice>
      ) : null}
      {matches && term ? (
        matches.length === 0 ? (
          <p role="status">{t('csr.noMatches', { q: term })}</p>
        ) : (
          <TableScroll label={t('csr.resultsCaption', { q: term })}>
            <table className="table">
              <caption>{t('csr.resultsCaption', { q: term })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('csr.col.id')}</th>
                  <th scope="col">{t('csr.col.account')}</th>
                  <th scope="col">{t('csr.col.userType')}</th>
                  <th scope="col">{t('csr.col.accountType')}</th>
                  <th scope="col">{t('csr.col.action')}</th>
                </tr>
              </thead>
              <tbody>
                {matches.map((match) => (
                  <tr key={match.id}>
                    <th scope="row">
                      {match.id}
                      {match.signInBanned ? <span className="csr-lock">{t('csr.signInBanned')}</span> : null}
                      {match.specialRegion ? (
                        <span className="csr-region">{t('csr.specialRegion')}</span>
                      ) : null}
                    </th>
                    <td>{displayAccountNumber(match.accountNumber)}</td>
                    <td>{match.primary ? t('csr.primary') : t('csr.secondary')}</td>
                    <td>{match.biz ? t('csr.business') : t('csr.residential')}</td>
                    <td>
                      <div className="csr-match-actions">
                        {match.signInBanned ? (
                          <button
                            type="button"
                            className="button button--small"
                            disabled={lift.isPending}
                            onClick={() => lift.mutate({ id: match.id })}
                          >
                            {t('csr.liftSignInBan', { id: match.id })}
                          </button>
                        ) : null}
                        {match.id === actingForId ? (
                          <span>{t('csr.actingForThis')}</span>
                        ) : (
                          <button
                            type="button"
                            className="button button--small"
                            disabled={actFor.isPending}
                            onClick={() =>
                              actFor.mutate({ id: match.id }, { onSuccess: () => onActing(match.id) })
                            }
                          >
                            {t('csr.actFor', { id: match.id })}
                          </button>
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )
      ) : null}
    </section>
  );
}

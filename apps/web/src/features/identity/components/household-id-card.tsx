import { useState } from 'react';
import type { HouseholdId, Reason, SecondaryPermissionsBody } from '@coax/contract';
import { isApiError } from '../../../lib/api-client.ts';
import { fallbackKey } from '../../../lib/refusal.ts';
import { BusyButton } from '../../../ui/busy-button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { useDeleteHouseholdId } from '../api/delete-household-id.ts';
import { useSetEmailOptIn } from '../api/set-email-opt-in.ts';
import { useSetPermissions } from '../api/set-permissions.ts';
import { useIdentityT, type IdentityMessageKey } from '../i18n/use-identity-t.ts';
import { PermissionChecks } from './permission-checks.tsx';
import { TruncatedName } from './truncated-name.tsx';

/** Seed 002 §3 and seed 000 §3 flags, in the seed's order. */
const FLAGS = [
  'is_primary',
  'is_billpay_secondary',
  'is_parental_controls_secondary',
  'is_optimum_voice_secondary',
  'is_ovp',
  'is_cso',
  'is_oac',
  'is_oacadm',
  'emailEnabled',
  'dvrBlocked',
] as const satisfies ReadonlyArray<keyof HouseholdId>;
/** What a primary gives or withholds from a secondary: for the primary itself they say nothing. */
const SECONDARY_ONLY: ReadonlySet<(typeof FLAGS)[number]> = new Set([
  'is_billpay_secondary',
  'is_parental_controls_secondary',
  'is_optimum_voice_secondary',
  'dvrBlocked',
]);

const REFUSAL: Partial<Record<Reason, IdentityMessageKey>> = {
  'identity.not-found': 'identity.refused.notFound',
  'identity.primary-not-changeable': 'identity.refused.primary',
};

const permissionsOf = (u: HouseholdId): SecondaryPermissionsBody => ({
  billPay: u.is_billpay_secondary,
  parentalControls: u.is_parental_controls_secondary,
  voice: u.is_optimum_voice_secondary,
  dvr: !u.dvrBlocked,
});

/** One id of the household: its flags, mailbox and opt-in; for a secondary, its permissions and delete. */
export function HouseholdIdCard({ user, onDeleted }: { user: HouseholdId; onDeleted: (id: string) => void }) {
  const { t } = useIdentityT();
  const [perms, setPerms] = useState(() => permissionsOf(user));
  const [news, setNews] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const save = useSetPermissions();
  const optIn = useSetEmailOptIn();
  const remove = useDeleteHouseholdId();
  const headingId = `id-${user.id.replace(/[^\w-]/g, '_')}`;
  const fullName = `${user.first_name} ${user.last_name}`.trim();

  const refused = (error: unknown) => {
    const key = isApiError(error) && error.reason ? REFUSAL[error.reason] : undefined;
    setFailure(key ? t(key) : t(fallbackKey(error)));
  };

  return (
    <li className="card stack identity-id" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {user.id}{' '}
        <span className="identity-id__role">
          ({user.is_primary ? t('identity.ids.primary') : t('identity.ids.secondary')})
        </span>
      </h3>
      {fullName ? (
        <p>
          <TruncatedName name={fullName} />
        </p>
      ) : null}
      {user.is_primary ? <p>{t('identity.ids.primaryMayAll')}</p> : null}
      <dl className="identity-flags" aria-label={t('identity.ids.flags')}>
        {FLAGS.filter((flag) => !(user.is_primary && SECONDARY_ONLY.has(flag))).map((flag) => (
          <div key={flag} className="identity-flags__item">
            <dt>{t(`identity.flag.${flag}`)}</dt>
            <dd>{user[flag] ? t('identity.flag.on') : t('identity.flag.off')}</dd>
          </div>
        ))}
        <div className="identity-flags__item">
          <dt>{t('identity.ids.mailbox')}</dt>
          <dd>{t(user.mailbox ? `identity.ids.mailbox.${user.mailbox}` : 'identity.ids.mailbox.none')}</dd>
        </div>
      </dl>
      {user.mailbox === null ? (
        <div className="stack">
          <h4>{t('identity.ids.getMailbox')}</h4>
          <p>{t('identity.ids.getMailboxHint')}</p>
        </div>
      ) : null}
      <div className="checkbox">
        <input
          id={`${headingId}-optin`}
          type="checkbox"
          checked={user.optedInOptimumEmail}
          disabled={optIn.isPending}
          onChange={(event) => {
            setNews(undefined);
            setFailure(undefined);
            optIn.mutate(
              { id: user.id, optedIn: event.target.checked },
              { onSuccess: () => setNews(t('identity.optIn.saved', { id: user.id })), onError: refused },
            );
          }}
        />
        <label htmlFor={`${headingId}-optin`}>{t('identity.optIn.label')}</label>
      </div>
      {user.is_primary ? null : (
        <form
          className="stack"
          onSubmit={(event) => {
            event.preventDefault();
            setNews(undefined);
            setFailure(undefined);
            save.mutate(
              { id: user.id, permissions: perms },
              { onSuccess: () => setNews(t('identity.perm.saved', { id: user.id })), onError: refused },
            );
          }}
        >
          <PermissionChecks
            legend={t('identity.perm.legend', { name: user.first_name || user.id })}
            value={perms}
            onChange={setPerms}
            idPrefix={`${headingId}-perm`}
          />
          <div className="button-row">
            <BusyButton busy={save.isPending} busyLabel={t('identity.perm.saving')}>
              {t('identity.perm.save')}
            </BusyButton>
            <button type="button" className="button" onClick={() => setConfirming(true)}>
              {t('identity.delete.button', { id: user.id })}
            </button>
          </div>
        </form>
      )}
      {news ? (
        <Notice tone="success" live="polite">
          <p>{news}</p>
        </Notice>
      ) : null}
      {failure ? (
        <Notice tone="error" live="assertive">
          <p>{failure}</p>
        </Notice>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={t('identity.delete.title', { id: user.id })}
          closeLabel={t('common.close')}
          onClose={() => setConfirming(false)}
          confirmLabel={t('identity.delete.confirm')}
          busyLabel={t('identity.delete.busy')}
          busy={remove.isPending}
          keepLabel={t('identity.delete.keep')}
          error={remove.isError ? t(fallbackKey(remove.error)) : undefined}
          onConfirm={() =>
            remove.mutate(user.id, {
              onSuccess: () => {
                setConfirming(false);
                onDeleted(user.id);
              },
            })
          }
        >
          <p>{t('identity.delete.body', { id: user.id })}</p>
        </ConfirmDialog>
      ) : null}
    </li>
  );
}

import type { SecondaryPermissionsBody } from '@coax/contract';
import { SECONDARY_PERMISSIONS, type SecondaryPermission } from '@coax/domain';
import { useIdentityT, type IdentityMessageKey } from '../i18n/use-identity-t.ts';

const LABEL: Record<SecondaryPermission, IdentityMessageKey> = {
  billPay: 'identity.perm.billPay',
  parentalControls: 'identity.perm.parentalControls',
  voice: 'identity.perm.voice',
  dvr: 'identity.perm.dvr',
};

/** Seed 002 §6: the permissions a primary user gives a secondary id, one box each. */
export function PermissionChecks({
  legend,
  value,
  onChange,
  idPrefix,
}: {
  legend: string;
  value: SecondaryPermissionsBody;
  onChange: (next: SecondaryPermissionsBody) => void;
  idPrefix: string;
}) {
  const { t } = useIdentityT();
  return (
    <fieldset className="stack identity-permissions">
      <legend>{legend}</legend>
      {SECONDARY_PERMISSIONS.map((p) => (
        <div className="checkbox" key={p}>
          <input
            id={`${idPrefix}-${p}`}
            type="checkbox"
            checked={value[p]}
            onChange={(event) => onChange({ ...value, [p]: event.target.checked })}
          />
          <label htmlFor={`${idPrefix}-${p}`}>{t(LABEL[p])}</label>
        </div>
      ))}
    </fieldset>
  );
}

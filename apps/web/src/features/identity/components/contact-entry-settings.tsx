import { CONTACT_DESCRIPTION_MAX, CONTACT_PREFERENCES, type ContactPreference } from '@coax/domain';
import { TextField } from '../../../ui/text-field.tsx';
import { useIdentityT, type IdentityMessageKey } from '../i18n/use-identity-t.ts';

export interface EntrySettings {
  description: string;
  methodEnabled: boolean;
  preferences: ContactPreference[];
}

/** What the owner chooses; recovery always goes to the address, so it is said, not offered. */
type Choosable = Exclude<ContactPreference, 'recovery'>;
const PREFERENCE_LABEL: Record<Choosable, IdentityMessageKey> = {
  account: 'identity.contact.pref.account',
  outage: 'identity.contact.pref.outage',
};
const CHOOSABLE = CONTACT_PREFERENCES.filter((p): p is Choosable => p !== 'recovery');

/** A contact entry's description, its on/off switch and which messages go to it (seed 002 §3). */
export function ContactEntrySettings({
  idPrefix,
  enabledLabel,
  value,
  onChange,
}: {
  idPrefix: string;
  enabledLabel: string;
  value: EntrySettings;
  onChange: (next: EntrySettings) => void;
}) {
  const { t } = useIdentityT();
  const toggle = (p: Choosable, on: boolean) =>
    onChange({
      ...value,
      preferences: CONTACT_PREFERENCES.filter((x) =>
        x === 'recovery' ? true : x === p ? on : value.preferences.includes(x),
      ),
    });
  return (
    <>
      <TextField
        id={`${idPrefix}-description`}
        label={t('identity.contact.description')}
        hint={t('identity.contact.descriptionHint', { max: CONTACT_DESCRIPTION_MAX })}
        maxLength={CONTACT_DESCRIPTION_MAX}
        value={value.description}
        onChange={(event) => onChange({ ...value, description: event.target.value })}
      />
      <div className="checkbox">
        <input
          id={`${idPrefix}-enabled`}
          type="checkbox"
          checked={value.methodEnabled}
          onChange={(event) => onChange({ ...value, methodEnabled: event.target.checked })}
        />
        <label htmlFor={`${idPrefix}-enabled`}>{enabledLabel}</label>
      </div>
      <fieldset className="stack identity-permissions">
        <legend>{t('identity.contact.preferences')}</legend>
        {CHOOSABLE.map((p) => (
          <div className="checkbox" key={p}>
            <input
              id={`${idPrefix}-pref-${p}`}
              type="checkbox"
              checked={value.preferences.includes(p)}
              onChange={(event) => toggle(p, event.target.checked)}
            />
            <label htmlFor={`${idPrefix}-pref-${p}`}>{t(PREFERENCE_LABEL[p])}</label>
          </div>
        ))}
        <p className="field__hint">{t('identity.contact.recoveryAlways')}</p>
      </fieldset>
    </>
  );
}

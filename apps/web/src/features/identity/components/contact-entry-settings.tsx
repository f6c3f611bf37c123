import { CONTACT_DESCRIPTION_MAX, CONTACT_PREFERENCES, type ContactPreference } from '@coax/domain';
import { TextField } from '../../../ui/text-field.tsx';
import { useIdentityT, type IdentityMessageKey } from '../i18n/use-identity-t.ts';

export interface EntrySettings {
  description: string;
  methodEnabled: boolean;
  preferences: ContactPreference[];
}

const PREFERENCE_LABEL: Record<ContactPreference, IdentityMessageKey> = {
  account: 'identity.contact.pref.account',
  recovery: 'identity.contact.pref.recovery',
  outage: 'identity.contact.pref.outage',
};

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
  const toggle = (p: ContactPreference, on: boolean) =>
    onChange({
      ...value,
      preferences: CONTACT_PREFERENCES.filter((x) => (x === p ? on : value.preferences.includes(x))),
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
        {CONTACT_PREFERENCES.map((p) => (
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
      </fieldset>
    </>
  );
}

import { useState, type FormEvent } from 'react';
import type { HotspotDevice } from '@coax/contract';
import { stripSpecialCharacters, type HotspotDeviceType } from '@coax/domain';
import { BusyButton } from '../../../ui/busy-button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useUpdateHotspotDevice } from '../api/hotspot.ts';
import { useNetworkT } from '../i18n/use-network-t.ts';
import { fieldKeys, refusalKey } from './refusal.ts';

/**
 * updateDevice: changes a registered device's name, e-mail and type. The MAC address is the
 * device's key, so it is shown, not edited (a new MAC address is a new device). The name keeps
 * only the characters seed 002 §5's no-special-character field keeps.
 */
export function HotspotEditDialog({
  device,
  types,
  onClose,
  onSaved,
}: {
  device: HotspotDevice;
  types: readonly HotspotDeviceType[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useNetworkT();
  const update = useUpdateHotspotDevice();
  const [form, setForm] = useState({ name: device.name, email: device.email, type: device.type });
  const errors = fieldKeys(update.error, '');
  const fieldError = (field: string) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };
  const unchanged = form.name === device.name && form.email === device.email && form.type === device.type;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (unchanged) {
      onClose();
      return;
    }
    update.mutate({ macAddress: device.macAddress, ...form }, { onSuccess: onSaved });
  };

  return (
    <Dialog
      title={t('network.wifi.editTitle', { name: device.name })}
      closeLabel={t('common.close')}
      onClose={onClose}
    >
      <form
        className="stack"
        onSubmit={submit}
        noValidate
        aria-label={t('network.wifi.editTitle', { name: device.name })}
      >
        <p>{t('network.wifi.editMac', { mac: device.macAddress })}</p>
        <TextField
          id="net-hs-edit-name"
          label={t('network.wifi.name')}
          value={form.name}
          error={fieldError('name')}
          onChange={(e) => setForm({ ...form, name: stripSpecialCharacters(e.target.value) })}
        />
        <TextField
          id="net-hs-edit-email"
          type="email"
          label={t('network.wifi.email')}
          value={form.email}
          autoComplete="email"
          error={fieldError('email')}
          onChange={(e) => setForm({ ...form, email: e.target.value })}
        />
        <SelectField
          id="net-hs-edit-type"
          label={t('network.wifi.type')}
          value={form.type}
          onChange={(value) => setForm({ ...form, type: value as HotspotDeviceType })}
          options={(types.includes(form.type) ? types : [form.type, ...types]).map((type) => ({
            value: type,
            label: t(`network.wifi.type.${type}`),
          }))}
        />
        {update.isError && Object.keys(errors).length === 0 ? (
          <Notice tone="error" live="assertive">
            <p>{t(refusalKey(update.error))}</p>
          </Notice>
        ) : null}
        <div className="button-row">
          <BusyButton busy={update.isPending} busyLabel={t('network.wifi.saving')}>
            {t('network.wifi.save')}
          </BusyButton>
          <button type="button" className="button" onClick={onClose}>
            {t('network.wifi.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

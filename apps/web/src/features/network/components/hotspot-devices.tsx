import { useState, type FormEvent } from 'react';
import type { HotspotDevice } from '@coax/contract';
import {
  MAC_ADDRESS_MAX_LENGTH,
  formatMacAddressInput,
  isValidMacAddress,
  stripSpecialCharacters,
  type HotspotDeviceType,
} from '@coax/domain';
import { BusyButton } from '../../../ui/busy-button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useAddHotspotDevice, useDeleteHotspotDevice, useHotspotDeviceTypes } from '../api/hotspot.ts';
import { useNetworkT } from '../i18n/use-network-t.ts';
import { HotspotEditDialog } from './hotspot-edit-dialog.tsx';
import { HotspotEligibility } from './hotspot-eligibility.tsx';
import { fieldKeys, refusalKey } from './refusal.ts';

const EMPTY = { macAddress: '', email: '', name: '', type: 'PHONE' as HotspotDeviceType };

/**
 * Hotspot devices: the list (seed 002 §5's listed ones), register (PUT, after an optional
 * eligibility check), change (POST) and remove (DELETE). The MAC address takes seed 000 §5's
 * shape as it is typed and is checked before anything is sent; the name keeps only what seed
 * 002 §5's no-special-character field keeps.
 */
export function HotspotDevices({ devices, canChange }: { devices: HotspotDevice[]; canChange: boolean }) {
  const { t } = useNetworkT();
  const types = useHotspotDeviceTypes();
  const add = useAddHotspotDevice();
  const remove = useDeleteHotspotDevice();
  const [form, setForm] = useState(EMPTY);
  const [removing, setRemoving] = useState<HotspotDevice | null>(null);
  const [editing, setEditing] = useState<HotspotDevice | null>(null);
  const [updated, setUpdated] = useState(false);
  // The MAC rule checked here, before a call: shown at the field until the address is changed.
  const [macRefused, setMacRefused] = useState(false);
  const macValid = isValidMacAddress(form.macAddress);
  const errors = fieldKeys(add.error, '');
  const fieldError = (field: string) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };
  const allTypes = types.data?.types ?? [form.type];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!macValid) {
      add.reset();
      setMacRefused(true);
      return;
    }
    setUpdated(false);
    add.mutate(form, { onSuccess: () => setForm(EMPTY) });
  };

  return (
    <div className="stack">
      {devices.length === 0 ? (
        <p>{t('network.wifi.none')}</p>
      ) : (
        <ul className="network__list">
          {devices.map((d) => (
            <li key={d.macAddress}>
              <div className="network__item">
                <strong>{d.name}</strong>
                <p>
                  {t(`network.wifi.type.${d.type}`)} · {d.macAddress}
                </p>
                <p>{d.email}</p>
              </div>
              {canChange ? (
                <div className="button-row">
                  <button
                    type="button"
                    className="button button--small"
                    onClick={() => {
                      setUpdated(false);
                      setEditing(d);
                    }}
                  >
                    {t('network.wifi.edit', { name: d.name })}
                  </button>
                  <button type="button" className="button button--small" onClick={() => setRemoving(d)}>
                    {t('network.wifi.remove', { name: d.name })}
                  </button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {updated ? (
        <Notice tone="success" live="polite">
          <p>{t('network.wifi.updated')}</p>
        </Notice>
      ) : null}
      {canChange ? (
        <form className="stack" onSubmit={submit} noValidate aria-labelledby="net-hs-add">
          <h3 id="net-hs-add">{t('network.wifi.add')}</h3>
          <div className="network__fields">
            <TextField
              id="net-hs-name"
              label={t('network.wifi.name')}
              value={form.name}
              error={fieldError('name')}
              onChange={(e) => setForm({ ...form, name: stripSpecialCharacters(e.target.value) })}
            />
            <TextField
              id="net-hs-mac"
              label={t('network.wifi.mac')}
              hint={t('network.wifi.macHint')}
              value={form.macAddress}
              maxLength={MAC_ADDRESS_MAX_LENGTH}
              autoCapitalize="characters"
              spellCheck={false}
              error={macRefused ? t('network.msg.macAddress') : fieldError('macAddress')}
              onChange={(e) => {
                setMacRefused(false);
                setForm({ ...form, macAddress: formatMacAddressInput(e.target.value) });
              }}
            />
            <TextField
              id="net-hs-email"
              type="email"
              label={t('network.wifi.email')}
              value={form.email}
              autoComplete="email"
              error={fieldError('email')}
              onChange={(e) => setForm({ ...form, email: e.target.value })}
            />
            <SelectField
              id="net-hs-type"
              label={t('network.wifi.type')}
              value={form.type}
              onChange={(value) => setForm({ ...form, type: value as HotspotDeviceType })}
              options={allTypes.map((type) => ({
                value: type,
                label: t(`network.wifi.type.${type}`),
              }))}
            />
          </div>
          <HotspotEligibility
            macAddress={form.macAddress}
            valid={macValid}
            onInvalid={() => setMacRefused(true)}
          />
          {add.isError && Object.keys(errors).length === 0 ? (
            <Notice tone="error" live="assertive">
              <p>{t(refusalKey(add.error))}</p>
            </Notice>
          ) : null}
          {add.isSuccess ? (
            <Notice tone="success" live="polite">
              <p>{t('network.wifi.added')}</p>
            </Notice>
          ) : null}
          <BusyButton busy={add.isPending} busyLabel={t('network.wifi.adding')}>
            {t('network.wifi.add')}
          </BusyButton>
        </form>
      ) : null}
      {editing ? (
        <HotspotEditDialog
          device={editing}
          types={allTypes}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setUpdated(true);
          }}
        />
      ) : null}
      {removing ? (
        <ConfirmDialog
          title={t('network.wifi.removeTitle')}
          closeLabel={t('common.close')}
          onClose={() => {
            remove.reset();
            setRemoving(null);
          }}
          error={remove.isError ? <p>{t(refusalKey(remove.error))}</p> : undefined}
          confirmLabel={t('network.wifi.remove', { name: removing.name })}
          busyLabel={t('network.wifi.removing')}
          busy={remove.isPending}
          onConfirm={() => remove.mutate(removing.macAddress, { onSuccess: () => setRemoving(null) })}
          keepLabel={t('network.wifi.keep')}
        >
          <p>{t('network.wifi.removeBody', { name: removing.name })}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

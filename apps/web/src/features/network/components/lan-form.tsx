import { useState, type FormEvent } from 'react';
import type { NetworkGateway, NetworkLan } from '@coax/contract';
import { BusyButton } from '../../../ui/busy-button.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useSetLan } from '../api/gateway.ts';
import { useNetworkT } from '../i18n/use-network-t.ts';
import { fieldKeys, refusalKey } from './refusal.ts';

const FIELDS = [
  ['gatewayAddress', 'network.router.gatewayAddress'],
  ['subnetMask', 'network.router.subnetMask'],
  ['dhcpStart', 'network.router.dhcpStart'],
  ['dhcpEnd', 'network.router.dhcpEnd'],
] as const;

/** The LAN: private ranges only, the gateway inside the subnet, the DHCP range inside it. */
export function LanForm({ gateway }: { gateway: NetworkGateway }) {
  const { t } = useNetworkT();
  const save = useSetLan();
  const [draft, setDraft] = useState<NetworkLan>(gateway.lan);
  const errors = fieldKeys(save.error, 'lan.');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ version: gateway.version, lan: draft });
  };

  return (
    <form className="stack" onSubmit={submit} noValidate aria-labelledby="net-lan">
      <h2 id="net-lan">{t('network.router.lan')}</h2>
      <div className="network__fields">
        {FIELDS.map(([field, label]) => {
          const key = errors[field];
          return (
            <TextField
              key={field}
              id={`net-lan-${field}`}
              label={t(label)}
              inputMode="decimal"
              spellCheck={false}
              value={draft[field]}
              error={key ? t(key) : undefined}
              onChange={(e) => setDraft({ ...draft, [field]: e.target.value.trim() })}
            />
          );
        })}
      </div>
      {save.isError && Object.keys(errors).length === 0 ? (
        <Notice tone="error" live="assertive">
          <p>{t(refusalKey(save.error))}</p>
        </Notice>
      ) : null}
      {save.isSuccess ? (
        <Notice tone="success" live="polite">
          <p>{t('network.saved')}</p>
        </Notice>
      ) : null}
      <BusyButton busy={save.isPending} busyLabel={t('network.router.saving')}>
        {t('network.router.saveLan')}
      </BusyButton>
    </form>
  );
}

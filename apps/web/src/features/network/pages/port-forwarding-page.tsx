import { useState, type FormEvent } from 'react';
import type { NetworkPortRule } from '@coax/contract';
import { PORT_PROTOCOLS, type PortProtocol } from '@coax/domain';
import { BusyButton } from '../../../ui/busy-button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useAddPortRule, useDeletePortRule, usePortRules } from '../api/port-rules.ts';
import { NetworkFrame, ReadOnlyNote } from '../components/network-frame.tsx';
import { NetworkQuery } from '../components/network-query.tsx';
import { fieldKeys, refusalKey } from '../components/refusal.ts';
import { useNetworkT } from '../i18n/use-network-t.ts';

type Draft = {
  name: string;
  protocol: PortProtocol;
  externalStart: string;
  externalEnd: string;
  internalAddress: string;
  internalPort: string;
};
const EMPTY: Draft = {
  name: '',
  protocol: 'TCP',
  externalStart: '',
  externalEnd: '',
  internalAddress: '',
  internalPort: '',
};
const NUMBER_FIELDS = [
  ['externalStart', 'network.ports.externalStart'],
  ['externalEnd', 'network.ports.externalEnd'],
  ['internalPort', 'network.ports.internalPort'],
] as const;
/** A typed port; '' or letters send 0, which the server refuses as no port. */
const portOf = (text: string) => (/^\d{1,5}$/.test(text) ? Number(text) : 0);

/** /internet/port-forwarding: the rules, add one (overlaps refused with the reason), remove one. */
export default function PortForwardingPage() {
  const { t } = useNetworkT();
  const rules = usePortRules();
  const add = useAddPortRule();
  const remove = useDeletePortRule();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [removing, setRemoving] = useState<NetworkPortRule | null>(null);
  const errors = fieldKeys(add.error, '');
  const error = (field: string) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };
  const ports = (r: NetworkPortRule) =>
    r.externalStart === r.externalEnd ? String(r.externalStart) : `${r.externalStart}–${r.externalEnd}`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(
      {
        name: draft.name,
        protocol: draft.protocol,
        externalStart: portOf(draft.externalStart),
        externalEnd: portOf(draft.externalEnd || draft.externalStart),
        internalAddress: draft.internalAddress.trim(),
        internalPort: portOf(draft.internalPort),
      },
      { onSuccess: () => setDraft(EMPTY) },
    );
  };

  return (
    <NetworkFrame title={t('network.ports.title')} intro={t('network.ports.intro')}>
      <NetworkQuery query={rules}>
        {(r) => (
          <>
            <ReadOnlyNote canChange={r.canChange} />
            <section className="network__section" aria-labelledby="net-rules">
              <h2 id="net-rules">{t('network.ports.title')}</h2>
              {r.rules.length === 0 ? (
                <p>{t('network.ports.none')}</p>
              ) : (
                <ul className="network__list">
                  {r.rules.map((rule) => (
                    <li key={rule.id}>
                      <div className="network__item">
                        <strong>{rule.name}</strong>
                        <p>
                          {t(`network.ports.protocol.${rule.protocol}`)} {ports(rule)} →{' '}
                          {rule.internalAddress}:{rule.internalPort}
                        </p>
                      </div>
                      {r.canChange ? (
                        <button
                          type="button"
                          className="button button--small"
                          onClick={() => setRemoving(rule)}
                        >
                          {t('network.ports.remove', { name: rule.name })}
                        </button>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </section>
            {r.canChange ? (
              <form className="network__section" onSubmit={submit} noValidate aria-labelledby="net-rule-add">
                <h2 id="net-rule-add">{t('network.ports.addTitle')}</h2>
                <div className="network__fields">
                  <TextField
                    id="net-rule-name"
                    label={t('network.ports.name')}
                    value={draft.name}
                    error={error('name')}
                    onChange={(e) => setDraft({ ...draft, name: e.target.value })}
                  />
                  <SelectField
                    id="net-rule-protocol"
                    label={t('network.ports.protocol')}
                    value={draft.protocol}
                    onChange={(value) => setDraft({ ...draft, protocol: value as PortProtocol })}
                    options={PORT_PROTOCOLS.map((p) => ({
                      value: p,
                      label: t(`network.ports.protocol.${p}`),
                    }))}
                  />
                  {NUMBER_FIELDS.map(([field, label]) => (
                    <TextField
                      key={field}
                      id={`net-rule-${field}`}
                      label={t(label)}
                      inputMode="numeric"
                      value={draft[field]}
                      error={error(field)}
                      onChange={(e) => setDraft({ ...draft, [field]: e.target.value.replace(/\D/g, '') })}
                    />
                  ))}
                  <TextField
                    id="net-rule-internalAddress"
                    label={t('network.ports.internalAddress')}
                    inputMode="decimal"
                    value={draft.internalAddress}
                    error={error('internalAddress')}
                    onChange={(e) => setDraft({ ...draft, internalAddress: e.target.value })}
                  />
                </div>
                {add.isError && Object.keys(errors).length === 0 ? (
                  <Notice tone="error" live="assertive">
                    <p>{t(refusalKey(add.error))}</p>
                  </Notice>
                ) : null}
                {add.isSuccess ? (
                  <Notice tone="success" live="polite">
                    <p>{t('network.ports.added')}</p>
                  </Notice>
                ) : null}
                <BusyButton busy={add.isPending} busyLabel={t('network.ports.adding')}>
                  {t('network.ports.add')}
                </BusyButton>
              </form>
            ) : null}
          </>
        )}
      </NetworkQuery>
      {removing ? (
        <ConfirmDialog
          title={t('network.ports.removeTitle')}
          closeLabel={t('common.close')}
          onClose={() => {
            remove.reset();
            setRemoving(null);
          }}
          error={remove.isError ? <p>{t(refusalKey(remove.error))}</p> : undefined}
          confirmLabel={t('network.ports.remove', { name: removing.name })}
          busyLabel={t('network.ports.removing')}
          busy={remove.isPending}
          onConfirm={() => remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
          keepLabel={t('network.ports.keep')}
        >
          <p>
            {t('network.ports.removeBody', { ports: ports(removing), address: removing.internalAddress })}
          </p>
        </ConfirmDialog>
      ) : null}
    </NetworkFrame>
  );
}

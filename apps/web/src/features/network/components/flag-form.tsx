import { useState, type FormEvent } from 'react';
import { BusyButton } from '../../../ui/busy-button.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { useNetworkT } from '../i18n/use-network-t.ts';
import { refusalKey } from './refusal.ts';

interface Mutation<V> {
  mutate: (value: V) => void;
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  error: unknown;
}

/** A few on/off settings saved together (premium tier, privacy, spam filter). */
export function FlagForm<K extends string>({
  id,
  flags,
  labels,
  save,
  saveLabel,
  disabled,
}: {
  id: string;
  flags: Record<K, boolean>;
  labels: Record<K, string>;
  save: Mutation<Record<K, boolean>>;
  saveLabel: string;
  disabled: boolean;
}) {
  const { t } = useNetworkT();
  const [draft, setDraft] = useState(flags);
  const keys = Object.keys(labels) as K[];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(draft);
  };
  return (
    <form className="stack" onSubmit={submit} noValidate>
      {keys.map((k) => (
        <div className="checkbox" key={k}>
          <input
            id={`${id}-${k}`}
            type="checkbox"
            checked={draft[k]}
            disabled={disabled}
            onChange={(e) => setDraft({ ...draft, [k]: e.target.checked })}
          />
          <label htmlFor={`${id}-${k}`}>{labels[k]}</label>
        </div>
      ))}
      {save.isError ? (
        <Notice tone="error" live="assertive">
          <p>{t(refusalKey(save.error))}</p>
        </Notice>
      ) : null}
      {save.isSuccess ? (
        <Notice tone="success" live="polite">
          <p>{t('network.saved')}</p>
        </Notice>
      ) : null}
      {disabled ? null : (
        <BusyButton busy={save.isPending} busyLabel={t('network.router.saving')}>
          {saveLabel}
        </BusyButton>
      )}
    </form>
  );
}

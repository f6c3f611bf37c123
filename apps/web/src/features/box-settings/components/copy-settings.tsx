import { useState, type FormEvent } from 'react';
import type { SettingsBox } from '@coax/contract';
import { Notice } from '../../../ui/notice.tsx';
import { useCopyBoxSettings } from '../api/copy-box-settings.ts';
import { useBoxSettingsT } from '../i18n/use-box-settings-t.ts';
import { BusyButton } from '../../../ui/busy-button.tsx';
import { SelectField } from '../../../ui/select-field.tsx';

/** copyNetworkSettings (seed 001 §7): this box's settings and PINs onto another of the account's boxes. */
export function CopySettings({ source, boxes }: { source: SettingsBox; boxes: readonly SettingsBox[] }) {
  const { t } = useBoxSettingsT();
  const targets = boxes.filter((b) => b.deviceId !== source.deviceId);
  const [targetId, setTargetId] = useState<number | undefined>(targets[0]?.deviceId);
  const copy = useCopyBoxSettings();
  const target = targets.find((b) => b.deviceId === targetId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (target) copy.mutate({ fromDeviceId: source.deviceId, toDeviceId: target.deviceId });
  };

  return (
    <section className="box-settings__group" aria-labelledby="bs-copy-title">
      <h2 id="bs-copy-title">{t('boxSettings.copy')}</h2>
      {targets.length === 0 ? (
        <p>{t('boxSettings.copyNoOther')}</p>
      ) : (
        <form className="inline-form" onSubmit={onSubmit}>
          <p className="box-settings__full">{t('boxSettings.copyIntro', { box: source.alias })}</p>
          <SelectField
            id="bs-copy-to"
            label={t('boxSettings.copyTo')}
            value={targetId}
            onChange={(value) => {
              setTargetId(Number(value));
              copy.reset();
            }}
            options={targets.map((b) => ({ value: String(b.deviceId), label: b.alias }))}
          />
          <BusyButton busy={copy.isPending} busyLabel={t('boxSettings.copying')} className="button">
            {t('boxSettings.copyButton')}
          </BusyButton>
        </form>
      )}
      {copy.isSuccess && target ? (
        <Notice tone="success" live="polite">
          <p>{t('boxSettings.copied', { from: source.alias, to: target.alias })}</p>
        </Notice>
      ) : null}
      {copy.isError ? (
        <Notice tone="error" live="assertive">
          <p>{t('boxSettings.copyFailed')}</p>
        </Notice>
      ) : null}
    </section>
  );
}

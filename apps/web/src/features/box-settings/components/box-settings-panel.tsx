import type { SettingsBox } from '@coax/contract';
import { useT } from '../../../i18n/use-t.ts';
import { Notice } from '../../../ui/notice.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useBoxSettings } from '../api/get-box-settings.ts';
import { useBoxSettingsT } from '../i18n/use-box-settings-t.ts';
import { BoxSettingsForm } from './box-settings-form.tsx';
import { CopySettings } from './copy-settings.tsx';
import { PinCheck } from './pin-check.tsx';

/** One box: its settings form, copying them to another box, and checking a PIN. */
export function BoxSettingsPanel({
  box,
  boxes,
  canChange,
}: {
  box: SettingsBox;
  boxes: readonly SettingsBox[];
  canChange: boolean;
}) {
  const { t } = useBoxSettingsT();
  const common = useT();
  const query = useBoxSettings(box.deviceId);
  if (query.isPending) return <Spinner label={t('boxSettings.loading')} />;
  if (query.isError) {
    return (
      <Notice tone="error" live="assertive">
        <p>{t('boxSettings.loadFailed')}</p>
        <button type="button" className="button" onClick={() => void query.refetch()}>
          {common.t('common.retry')}
        </button>
      </Notice>
    );
  }
  return (
    <div className="stack">
      <BoxSettingsForm view={query.data} canChange={canChange} />
      {canChange ? <CopySettings source={box} boxes={boxes} /> : null}
      <PinCheck deviceId={box.deviceId} alias={box.alias} />
    </div>
  );
}

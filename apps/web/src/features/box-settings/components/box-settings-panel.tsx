import type { SettingsBox } from '@coax/contract';
import { Spinner } from '../../../ui/spinner.tsx';
import { useBoxSettings } from '../api/get-box-settings.ts';
import { useBoxSettingsT } from '../i18n/use-box-settings-t.ts';
import { BoxSettingsForm } from './box-settings-form.tsx';
import { CopySettings } from './copy-settings.tsx';
import { PinCheck } from './pin-check.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';

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
  const query = useBoxSettings(box.deviceId);
  if (query.isPending) return <Spinner label={t('boxSettings.loading')} />;
  if (query.isError) {
    return <LoadFailed message={t('boxSettings.loadFailed')} onRetry={() => void query.refetch()} />;
  }
  return (
    <div className="stack">
      <BoxSettingsForm view={query.data} canChange={canChange} />
      {canChange ? <CopySettings source={box} boxes={boxes} /> : null}
      <PinCheck deviceId={box.deviceId} alias={box.alias} />
    </div>
  );
}

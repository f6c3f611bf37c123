import { useState } from 'react';
import { EMPTY_PIN, type PinDigits } from '@coax/domain';
import { useT } from '../i18n/use-t.ts';
import type { GalleryStory } from './gallery-frame.tsx';
import { PinEntry } from './pin-entry.tsx';

export default { title: 'ui/PinEntry' };

function Typed({ start = EMPTY_PIN, error }: { start?: PinDigits; error?: string }) {
  const { t } = useT();
  const [digits, setDigits] = useState<PinDigits>(start);
  return (
    <PinEntry
      id="g-pin"
      legend={t('pinEntry.example')}
      hint={t('pinEntry.exampleHint')}
      error={error}
      digits={digits}
      onChange={setDigits}
    />
  );
}

export const Default: GalleryStory = () => <Typed />;

export const PartlyTyped: GalleryStory = () => <Typed start={['4', '2', '', '']} />;

export const ErrorState: GalleryStory = () => {
  const { t } = useT();
  return <Typed start={['1', '2', '3', '4']} error={t('pinEntry.exampleError')} />;
};

export const Disabled: GalleryStory = () => {
  const { t } = useT();
  return (
    <PinEntry
      id="g-pin-off"
      legend={t('pinEntry.exampleAgain')}
      digits={['1', '2', '3', '4']}
      onChange={() => undefined}
      disabled
    />
  );
};

export const Spanish: GalleryStory = () => <ErrorState />;
Spanish.meta = { lang: 'es' };

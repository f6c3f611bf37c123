import { useState } from 'react';
import { useT } from '../i18n/use-t.ts';
import { BusyButton } from './busy-button.tsx';
import type { GalleryStory } from './gallery-frame.tsx';

export default { title: 'ui/BusyButton' };

export const Default: GalleryStory = () => {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  return (
    <BusyButton type="button" busy={busy} busyLabel={t('login.submitting')} onClick={() => setBusy(true)}>
      {t('login.submit')}
    </BusyButton>
  );
};

export const Loading: GalleryStory = () => {
  const { t } = useT();
  return (
    <BusyButton type="button" busy busyLabel={t('login.submitting')}>
      {t('login.submit')}
    </BusyButton>
  );
};

export const Disabled: GalleryStory = () => {
  const { t } = useT();
  return (
    <BusyButton type="button" busy={false} disabled>
      {t('profile.signOutEverywhere')}
    </BusyButton>
  );
};

export const Secondary: GalleryStory = () => {
  const { t } = useT();
  return (
    <BusyButton type="button" className="button" busy={false}>
      {t('common.cancel')}
    </BusyButton>
  );
};

export const LongText: GalleryStory = () => {
  const { t } = useT();
  return (
    <BusyButton type="button" busy={false}>
      {t('session.agentNotActing')}
    </BusyButton>
  );
};

export const Spanish: GalleryStory = () => <Loading />;
Spanish.meta = { lang: 'es' };

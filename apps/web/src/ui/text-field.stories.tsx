import { useState } from 'react';
import { useT } from '../i18n/use-t.ts';
import type { GalleryStory } from './gallery-frame.tsx';
import { TextField } from './text-field.tsx';

export default { title: 'ui/TextField' };

export const Default: GalleryStory = () => {
  const { t } = useT();
  const [value, setValue] = useState('');
  return (
    <TextField id="g-id" label={t('login.id')} value={value} onChange={(e) => setValue(e.target.value)} />
  );
};

export const WithHint: GalleryStory = () => {
  const { t } = useT();
  return (
    <TextField id="g-remember" label={t('login.id')} hint={t('login.rememberHint')} defaultValue="jsmith" />
  );
};

export const ErrorState: GalleryStory = () => {
  const { t } = useT();
  return <TextField id="g-bad" label={t('login.id')} error={t('login.notValidId')} defaultValue="js mith" />;
};

export const Disabled: GalleryStory = () => {
  const { t } = useT();
  return <TextField id="g-off" label={t('profile.userId')} defaultValue="jsmith" disabled />;
};

export const LongText: GalleryStory = () => {
  const { t } = useT();
  return (
    <TextField
      id="g-long"
      label={t('session.agentNotActing')}
      hint={t('transitionTv.intro')}
      error={t('login.throttled')}
      defaultValue={t('deprecation.message')}
    />
  );
};

export const Spanish: GalleryStory = () => <ErrorState />;
Spanish.meta = { lang: 'es' };

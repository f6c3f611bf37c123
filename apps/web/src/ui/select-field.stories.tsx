import { useState } from 'react';
import { useT } from '../i18n/use-t.ts';
import type { GalleryStory } from './gallery-frame.tsx';
import { SelectField, type SelectOption } from './select-field.tsx';

export default { title: 'ui/SelectField' };

function useOptions(): SelectOption[] {
  const { t } = useT();
  return [
    { value: 'all-site', label: t('search.category.all-site') },
    { value: 'support', label: t('search.category.support') },
    { value: 'tv', label: t('search.category.tvOnDemand') },
    { value: 'web', label: t('search.category.google'), disabled: true },
  ];
}

export const Default: GalleryStory = () => {
  const { t } = useT();
  const [value, setValue] = useState('all-site');
  return (
    <SelectField
      id="g-cat"
      label={t('search.categoryLabel')}
      options={useOptions()}
      value={value}
      onChange={setValue}
    />
  );
};

export const ErrorState: GalleryStory = () => {
  const { t } = useT();
  return (
    <SelectField
      id="g-cat-bad"
      label={t('search.categoryLabel')}
      error={t('common.refused.badRequest')}
      options={useOptions()}
      defaultValue="support"
      onChange={() => undefined}
    />
  );
};

export const Disabled: GalleryStory = () => {
  const { t } = useT();
  return (
    <SelectField
      id="g-cat-off"
      label={t('search.categoryLabel')}
      options={useOptions()}
      defaultValue="tv"
      disabled
      onChange={() => undefined}
    />
  );
};

export const LongText: GalleryStory = () => {
  const { t } = useT();
  return (
    <SelectField
      id="g-cat-long"
      label={t('session.agentNotActing')}
      hint={t('transitionTv.change3')}
      options={[{ value: 'long', label: t('deprecation.message') }, ...useOptions()]}
      defaultValue="long"
      onChange={() => undefined}
    />
  );
};

export const Spanish: GalleryStory = () => <ErrorState />;
Spanish.meta = { lang: 'es' };

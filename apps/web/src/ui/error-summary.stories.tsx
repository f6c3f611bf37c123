import { useT } from '../i18n/use-t.ts';
import { ErrorSummary } from './error-summary.tsx';
import type { GalleryStory } from './gallery-frame.tsx';
import { TextField } from './text-field.tsx';

export default { title: 'ui/ErrorSummary' };

export const ErrorState: GalleryStory = () => {
  const { t } = useT();
  return (
    <div className="stack">
      <ErrorSummary
        title={t('common.errorSummaryTitle')}
        items={[
          { message: t('login.notValidId'), fieldId: 'g-sum-id' },
          { message: t('login.notValidPassword'), fieldId: 'g-sum-pw' },
        ]}
      />
      <TextField id="g-sum-id" label={t('login.id')} error={t('login.notValidId')} />
      <TextField
        id="g-sum-pw"
        label={t('login.password')}
        type="password"
        error={t('login.notValidPassword')}
      />
    </div>
  );
};

export const WithoutLinks: GalleryStory = () => {
  const { t } = useT();
  return (
    <ErrorSummary title={t('common.errorSummaryTitle')} items={[{ message: t('login.tempBanNoTime') }]} />
  );
};

/** No problems: the summary draws nothing. */
export const Empty: GalleryStory = () => {
  const { t } = useT();
  return <ErrorSummary title={t('common.errorSummaryTitle')} items={[]} />;
};

export const LongText: GalleryStory = () => {
  const { t } = useT();
  return (
    <ErrorSummary
      title={t('common.errorSummaryTitle')}
      items={[{ message: t('transitionTv.intro') }, { message: t('deprecation.message') }]}
    />
  );
};

export const Spanish: GalleryStory = () => <ErrorState />;
Spanish.meta = { lang: 'es' };

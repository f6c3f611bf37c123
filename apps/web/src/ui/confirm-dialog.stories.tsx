import { useState } from 'react';
import { useT } from '../i18n/use-t.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import type { GalleryStory } from './gallery-frame.tsx';
import { Notice } from './notice.tsx';

export default { title: 'ui/ConfirmDialog' };

function SignOutEverywhere({
  busy = false,
  error,
  done = false,
}: {
  busy?: boolean;
  error?: string;
  done?: boolean;
}) {
  const { t, tn } = useT();
  const [open, setOpen] = useState(true);
  const [working, setWorking] = useState(busy);
  if (!open) {
    return (
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {t('profile.signOutEverywhere')}
      </button>
    );
  }
  return (
    <ConfirmDialog
      title={t('profile.signOutEverywhere')}
      closeLabel={t('common.close')}
      onClose={() => setOpen(false)}
      confirmLabel={t('profile.signOutEverywhere')}
      busyLabel={t('profile.signingOut')}
      busy={working}
      onConfirm={() => setWorking(true)}
      keepLabel={t('common.cancel')}
      error={error}
      outcome={
        done ? (
          <Notice tone="success" live="polite">
            <p>{tn('profile.sessionsEnded', 3)}</p>
          </Notice>
        ) : undefined
      }
    >
      <p>{t('profile.signOutEverywhereHint', { id: 'jsmith' })}</p>
    </ConfirmDialog>
  );
}

export const Default: GalleryStory = () => <SignOutEverywhere />;
export const Loading: GalleryStory = () => <SignOutEverywhere busy />;

export const ErrorState: GalleryStory = () => {
  const { t } = useT();
  return <SignOutEverywhere error={t('common.technicalDifficulties')} />;
};

export const Outcome: GalleryStory = () => <SignOutEverywhere done />;

export const Spanish: GalleryStory = () => <ErrorState />;
Spanish.meta = { lang: 'es' };

import { useState, type ReactNode } from 'react';
import { useT } from '../i18n/use-t.ts';
import { Dialog } from './dialog.tsx';
import type { GalleryStory } from './gallery-frame.tsx';
import { TextField } from './text-field.tsx';

export default { title: 'ui/Dialog' };

/** Open at first; closing it leaves a button that opens it again. */
function Reopenable({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useT();
  const [open, setOpen] = useState(true);
  if (!open) {
    return (
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {title}
      </button>
    );
  }
  return (
    <Dialog title={title} closeLabel={t('common.close')} onClose={() => setOpen(false)}>
      {children}
    </Dialog>
  );
}

export const Default: GalleryStory = () => {
  const { t } = useT();
  return (
    <Reopenable title={t('header.support.call', { phone: '1-800-555-0199' })}>
      <p>{t('header.chat.body')}</p>
    </Reopenable>
  );
};

export const WithAField: GalleryStory = () => {
  const { t } = useT();
  return (
    <Reopenable title={t('search.formLabel')}>
      <TextField id="g-dialog-term" label={t('search.termLabel')} />
    </Reopenable>
  );
};

export const LongText: GalleryStory = () => {
  const { t } = useT();
  return (
    <Reopenable title={t('transitionTv.title')}>
      <div className="stack">
        <p>{t('transitionTv.intro')}</p>
        <p>{t('transitionTv.change1')}</p>
        <p>{t('transitionTv.change2')}</p>
        <p>{t('transitionTv.change3')}</p>
        <p>{t('transitionTv.todo')}</p>
      </div>
    </Reopenable>
  );
};

export const Spanish: GalleryStory = () => <LongText />;
Spanish.meta = { lang: 'es' };

import { useState } from 'react';
import { FIELD_OK, checkSignInForm, fieldError, type FieldCheck } from '@coax/domain';
import { useT } from '../i18n/use-t.ts';
import type { GalleryStory } from './gallery-frame.tsx';
import { LiveField } from './live-field.tsx';

export default { title: 'ui/LiveField' };

/** The sign-in form's id field: the verdict shows once typing pauses (seed 000 §5). */
function IdField({
  initial = '',
  reveal = 0,
  disabled = false,
}: {
  initial?: string;
  reveal?: number;
  disabled?: boolean;
}) {
  const { t } = useT();
  const [value, setValue] = useState(initial);
  const check = (v: string): FieldCheck<'notValidId'> =>
    checkSignInForm(v, '').kind === 'notValidId' ? fieldError('notValidId', t('login.notValidId')) : FIELD_OK;
  return (
    <LiveField
      id="g-live-id"
      label={t('login.id')}
      hint={t('login.rememberHint')}
      value={value}
      onValueChange={setValue}
      check={check}
      timing="id"
      revealCount={reveal}
      disabled={disabled}
    />
  );
}

export const Default: GalleryStory = () => <IdField />;
/** As after a submit with the field blank. */
export const ErrorState: GalleryStory = () => <IdField initial="   " reveal={1} />;
export const Disabled: GalleryStory = () => <IdField initial="jsmith" disabled />;

export const Spanish: GalleryStory = () => <ErrorState />;
Spanish.meta = { lang: 'es' };

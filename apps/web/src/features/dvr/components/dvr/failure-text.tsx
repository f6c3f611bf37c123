import { useDvrT } from '../../i18n/use-dvr-t.ts';

/** A DVR change that failed, as the seed words it: its title, then what could not be done. */
export function FailureText({ message }: { message: string }) {
  const { t } = useDvrT();
  return (
    <>
      <p>
        <strong>{t('dvr.error.title')}</strong>
      </p>
      <p>{message}</p>
    </>
  );
}

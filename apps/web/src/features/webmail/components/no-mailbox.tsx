import type { MailboxView } from '@coax/domain';
import { useBrandName } from '../../../config/get-config.ts';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { useWebmailT } from '../i18n/use-webmail-t.ts';

/** Seed 000 §4 Mailbox status, for a mailbox that cannot be opened: why, and where to go. */
export function NoMailbox({ reason }: { reason: Exclude<MailboxView['reason'], 'active'> }) {
  const { t } = useWebmailT();
  const brand = useBrandName() ?? '';
  if (reason === 'noMailbox') {
    return (
      <Notice>
        <p>{t('webmail.noMailbox', { brand })}</p>
        <p>{t('webmail.createOne', { brand })}</p>
        <p>
          {/* seed 000 §2: get-a-mailbox goes to /profile/household-ids */}
          <LocalLink to="/profile/household-ids">{t('webmail.getMailbox')}</LocalLink>
        </p>
      </Notice>
    );
  }
  const key = {
    maintenance: 'webmail.maintenance',
    noInternet: 'webmail.noInternet',
    unknown: 'webmail.unknown',
  } as const;
  return (
    <Notice tone={reason === 'noInternet' ? 'info' : 'error'}>
      <p>{t(key[reason], { brand })}</p>
    </Notice>
  );
}

import { useQuery } from '@tanstack/react-query';
import { supportRoutes, type SupportNotificationList } from '@coax/contract';
import { faqLanguageCode } from '@coax/domain';
import { callApi } from '../../../lib/api-client.ts';
import { useSupportT } from '../i18n/use-support-t.ts';

/** The notifications live now for the visitor, in their language (GET /api/support/notifications). */
export function useSupportNotifications() {
  const { lang } = useSupportT();
  const query = { lang: faqLanguageCode(lang) };
  return useQuery({
    queryKey: ['support', 'notifications', query],
    queryFn: ({ signal }): Promise<SupportNotificationList> =>
      callApi(supportRoutes.supportNotifications, { query }, { signal }),
  });
}

import { useQuery } from '@tanstack/react-query';
import { supportRoutes, type SupportNotification } from '@coax/contract';
import { faqLanguageCode } from '@coax/domain';
import { callApi } from '../../../lib/api-client.ts';
import { useSupportT } from '../i18n/use-support-t.ts';

/** One notification in full, in the visitor's language (GET /api/support/notifications/:id). */
export function useSupportNotification(id: number | null) {
  const { lang } = useSupportT();
  const query = { lang: faqLanguageCode(lang) };
  return useQuery({
    queryKey: ['support', 'notification', id, query],
    enabled: id !== null,
    queryFn: ({ signal }): Promise<SupportNotification> =>
      callApi(supportRoutes.supportNotification, { params: { id: id ?? 0 }, query }, { signal }),
  });
}

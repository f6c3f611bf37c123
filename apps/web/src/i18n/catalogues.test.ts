import { describe, expect, it } from 'vitest';
import { alertsEn } from '../features/alerts/i18n/en.ts';
import { alertsEs } from '../features/alerts/i18n/es.ts';
import { appointmentsEn } from '../features/appointments/i18n/en.ts';
import { appointmentsEs } from '../features/appointments/i18n/es.ts';
import { billingEn } from '../features/billing/i18n/en.ts';
import { billingEs } from '../features/billing/i18n/es.ts';
import { csrEn } from '../features/csr/i18n/en.ts';
import { csrEs } from '../features/csr/i18n/es.ts';
import { dashboardEn } from '../features/dashboard/i18n/en.ts';
import { dashboardEs } from '../features/dashboard/i18n/es.ts';
import { boxSettingsEn } from '../features/box-settings/i18n/en.ts';
import { boxSettingsEs } from '../features/box-settings/i18n/es.ts';
import { dvrEn } from '../features/dvr/i18n/en.ts';
import { dvrEs } from '../features/dvr/i18n/es.ts';
import { faqEn } from '../features/faq/i18n/en.ts';
import { faqEs } from '../features/faq/i18n/es.ts';
import { guideEn } from '../features/guide/i18n/en.ts';
import { guideEs } from '../features/guide/i18n/es.ts';
import { phoneEn } from '../features/phone/i18n/en.ts';
import { phoneEs } from '../features/phone/i18n/es.ts';
import { webmailEn } from '../features/webmail/i18n/en.ts';
import { webmailEs } from '../features/webmail/i18n/es.ts';
import { outageEn } from '../features/outage/i18n/en.ts';
import { outageEs } from '../features/outage/i18n/es.ts';
import { searchEn } from '../features/search/i18n/en.ts';
import { searchEs } from '../features/search/i18n/es.ts';
import { shopEn } from '../features/shop/i18n/en.ts';
import { shopEs } from '../features/shop/i18n/es.ts';
import { storeEn } from '../features/shop/i18n/store-en.ts';
import { storeEs } from '../features/shop/i18n/store-es.ts';
import { returnsEn } from '../features/shop/i18n/returns-en.ts';
import { returnsEs } from '../features/shop/i18n/returns-es.ts';
import { supportEn } from '../features/support/i18n/en.ts';
import { supportEs } from '../features/support/i18n/es.ts';
import { troubleshootEn } from '../features/support/troubleshoot/i18n/en.ts';
import { troubleshootEs } from '../features/support/troubleshoot/i18n/es.ts';
import { vodEn } from '../features/vod/i18n/en.ts';
import { vodEs } from '../features/vod/i18n/es.ts';
import { supportChatEn } from '../features/support/chat/i18n/en.ts';
import { supportChatEs } from '../features/support/chat/i18n/es.ts';
import { csrChatEn } from '../features/csr/i18n/chat-en.ts';
import { csrChatEs } from '../features/csr/i18n/chat-es.ts';
import { csrDeskEn } from '../features/csr/i18n/desk-en.ts';
import { csrDeskEs } from '../features/csr/i18n/desk-es.ts';
import { en } from './en.ts';
import { es } from './es.ts';

/** Every catalogue pair: the shared one (common, shell, session) and each feature's own. */
const PAIRS: Record<string, { en: Record<string, string>; es: Record<string, string> }> = {
  shared: { en, es },
  alerts: { en: alertsEn, es: alertsEs },
  appointments: { en: appointmentsEn, es: appointmentsEs },
  billing: { en: billingEn, es: billingEs },
  'box-settings': { en: boxSettingsEn, es: boxSettingsEs },
  csr: { en: csrEn, es: csrEs },
  dashboard: { en: dashboardEn, es: dashboardEs },
  dvr: { en: dvrEn, es: dvrEs },
  faq: { en: faqEn, es: faqEs },
  guide: { en: guideEn, es: guideEs },
  phone: { en: phoneEn, es: phoneEs },
  webmail: { en: webmailEn, es: webmailEs },
  outage: { en: outageEn, es: outageEs },
  search: { en: searchEn, es: searchEs },
  shop: { en: shopEn, es: shopEs },
  store: { en: storeEn, es: storeEs },
  returns: { en: returnsEn, es: returnsEs },
  support: { en: supportEn, es: supportEs },
  'support-troubleshoot': { en: troubleshootEn, es: troubleshootEs },
  vod: { en: vodEn, es: vodEs },
  'support-chat': { en: supportChatEn, es: supportChatEs },
  'csr-chat': { en: csrChatEn, es: csrChatEs },
  'csr-desk': { en: csrDeskEn, es: csrDeskEs },
};

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  for (const [area, pair] of Object.entries(PAIRS)) {
    it(`${area}: every key exists in English and Spanish and none is empty`, () => {
      expect(Object.keys(pair.es).sort()).toEqual(Object.keys(pair.en).sort());
      for (const [key, text] of Object.entries(pair.en)) {
        expect(text.trim(), `en ${key}`).not.toBe('');
        expect(pair.es[key]?.trim(), `es ${key}`).not.toBe('');
      }
    });
  }

  it('no key belongs to two catalogues, so a feature key never shadows a shared one', () => {
    const seen = new Map<string, string>();
    for (const [area, pair] of Object.entries(PAIRS)) {
      for (const key of Object.keys(pair.en)) {
        expect(seen.get(key), `${key} in ${area}`).toBeUndefined();
        seen.set(key, area);
      }
    }
  });

  it('a Spanish message fills the same placeholders as the English one', () => {
    const differing: string[] = [];
    for (const [area, pair] of Object.entries(PAIRS)) {
      for (const [key, text] of Object.entries(pair.en)) {
        if (placeholders(text).join() !== placeholders(pair.es[key] ?? '').join()) {
          differing.push(`${area} ${key}`);
        }
      }
    }
    expect(differing).toEqual([]);
  });
});

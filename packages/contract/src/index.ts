export * from './route.ts';
export * from './errors.ts';
export * from './reasons.ts';
export * from './issue-reasons.ts';
export * from './health.ts';
export * from './session.ts';
export * from './session-shell.ts';
export * from './csr.ts';
export * from './billing.ts';
export * from './billing-documents.ts';
export * from './billing-methods.ts';
export * from './billing-payments.ts';
export * from './billing-transfer.ts';
export * from './billing-calendar.ts';
export * from './billing-arrangement.ts';
// Journeys only, registered with TEST_CLOCK_COOKIE and never part of allRoutes.
export * from './billing-test-clock.ts';
export * from './vod.ts';
export * from './vod-titles.ts';
export * from './vod-cart.ts';
export * from './config.ts';
export * from './dashboard.ts';
export * from './alerts.ts';
export * from './outage.ts';
export * from './faq.ts';
export * from './search.ts';
export * from './dvr.ts';
export * from './guide.ts';
export * from './box-settings.ts';
export * from './appointments.ts';
export * from './appointments-new-customer.ts';
export * from './phone.ts';
export * from './webmail.ts';
export * from './support.ts';
export * from './support-cases.ts';
export * from './support-troubleshoot.ts';
export * from './shop.ts';
export * from './shop-orders.ts';
export * from './shop-move.ts';
export * from './shop-returns.ts';
export * from './support-chat.ts';
export * from './support-desk.ts';
export * from './identity.ts';
export * from './identity-transfer.ts';
export * from './identity-profile.ts';
export * from './network.ts';
export * from './network-routes.ts';
export * from './locator.ts';

import { healthRoutes } from './health.ts';
import { sessionRoutes } from './session.ts';
import { sessionShellRoutes } from './session-shell.ts';
import { csrRoutes } from './csr.ts';
import { billingRoutes } from './billing.ts';
import { billingDocumentRoutes } from './billing-documents.ts';
import { paymentMethodRoutes } from './billing-methods.ts';
import { billingPaymentRoutes } from './billing-payments.ts';
import { billingTransferRoutes } from './billing-transfer.ts';
import { billingCalendarRoutes } from './billing-calendar.ts';
import { billingArrangementRoutes } from './billing-arrangement.ts';
import { vodRoutes } from './vod.ts';
import { vodCartRoutes } from './vod-cart.ts';
import { configRoutes } from './config.ts';
import { dashboardRoutes } from './dashboard.ts';
import { alertsRoutes } from './alerts.ts';
import { outageRoutes } from './outage.ts';
import { faqRoutes } from './faq.ts';
import { searchRoutes } from './search.ts';
import { dvrRoutes } from './dvr.ts';
import { guideRoutes } from './guide.ts';
import { boxSettingsRoutes } from './box-settings.ts';
import { appointmentsRoutes } from './appointments.ts';
import { appointmentsNewCustomerRoutes } from './appointments-new-customer.ts';
import { phoneRoutes } from './phone.ts';
import { webmailRoutes } from './webmail.ts';
import { identityRoutes } from './identity.ts';
import { networkRoutes } from './network-routes.ts';
import { supportRoutes } from './support.ts';
import { supportCasesRoutes } from './support-cases.ts';
import { supportTroubleshootRoutes } from './support-troubleshoot.ts';
import { locatorRoutes } from './locator.ts';
import { shopServicesRoutes } from './shop-services.ts';
import { shopRoutes } from './shop.ts';
import { shopOrderRoutes } from './shop-orders.ts';
import { shopMoveRoutes } from './shop-move.ts';
import { shopReturnRoutes } from './shop-returns.ts';
import { supportChatRoutes } from './support-chat.ts';
import { supportDeskRoutes } from './support-desk.ts';

/** Every HTTP operation of the portal. The server must implement each one, and only these. */
export const allRoutes = {
  ...healthRoutes,
  ...sessionRoutes,
  ...sessionShellRoutes,
  ...csrRoutes,
  ...billingRoutes,
  ...billingDocumentRoutes,
  ...paymentMethodRoutes,
  ...billingPaymentRoutes,
  ...billingTransferRoutes,
  ...configRoutes,
  ...dashboardRoutes,
  ...alertsRoutes,
  ...outageRoutes,
  ...faqRoutes,
  ...searchRoutes,
  ...vodRoutes,
  ...vodCartRoutes,
  ...guideRoutes,
  ...dvrRoutes,
  ...boxSettingsRoutes,
  ...appointmentsRoutes,
  ...appointmentsNewCustomerRoutes,
  ...phoneRoutes,
  ...webmailRoutes,
  ...identityRoutes,
  ...networkRoutes,
  ...supportRoutes,
  ...supportCasesRoutes,
  ...supportTroubleshootRoutes,
  ...billingCalendarRoutes,
  ...billingArrangementRoutes,
  ...locatorRoutes,
  ...shopServicesRoutes,
  ...shopRoutes,
  ...shopOrderRoutes,
  ...shopMoveRoutes,
  ...shopReturnRoutes,
  ...supportChatRoutes,
  ...supportDeskRoutes,
};
export * from './shop-services.ts';

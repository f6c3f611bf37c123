import { Suspense, type ReactNode } from 'react';
import { lazyPage } from '../lib/lazy-page.ts';
import { Navigate, Route, Routes } from 'react-router';
import type { MessageKey } from '../i18n/en.ts';
import { AreaBoundary } from './area-boundary.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RequireBillPay } from '../session/require-bill-pay.tsx';
import { RequireUser } from '../session/require-user.tsx';
import { Shell } from './shell/shell.tsx';

// Each area's code loads when it is first visited, keeping the first download small.
const LoginPage = lazyPage(() => import('../features/session/pages/login-page.tsx'));
const ProfilePage = lazyPage(() => import('../features/session/pages/profile-page.tsx'));
const HomePage = lazyPage(() => import('./pages/home-route.tsx'));
const PayBillPage = lazyPage(() => import('../features/billing/pages/pay-bill-page.tsx'));
const MyBillPage = lazyPage(() => import('../features/billing/pages/my-bill-page.tsx'));
const BillInsertPage = lazyPage(() => import('../features/billing/pages/bill-insert-page.tsx'));
const DissuasionPage = lazyPage(() => import('../features/billing/pages/dissuasion-page.tsx'));
const PaymentOptionsPage = lazyPage(() => import('../features/billing/pages/payment-options-page.tsx'));
const ManagePaymentsPage = lazyPage(() => import('../features/billing/pages/manage-payments-page.tsx'));
const AccountActivityPage = lazyPage(() => import('../features/billing/pages/account-activity-page.tsx'));
const AutomaticPaymentsPage = lazyPage(() => import('../features/billing/pages/automatic-payments-page.tsx'));
const BillCalendarPage = lazyPage(() => import('../features/billing/calendar/calendar-page.tsx'));
const ArrangementPage = lazyPage(() => import('../features/billing/arrangement/arrangement-page.tsx'));
const PayBillUnauthorizedPage = lazyPage(
  () => import('../features/billing/pages/pay-bill-unauthorized-page.tsx'),
);
const CsrPage = lazyPage(() => import('../features/csr/pages/csr-page.tsx'));
const CsrAlertsPage = lazyPage(() => import('../features/csr/pages/alerts-admin-page.tsx'));
const FaqPage = lazyPage(() => import('../features/faq/pages/faq-page.tsx'));
const SearchPage = lazyPage(() => import('../features/search/pages/search-page.tsx'));
const TransitionTvPage = lazyPage(() => import('./shell/transition-tv-page.tsx'));
const OutagePage = lazyPage(() => import('../features/outage/pages/outage-page.tsx'));
const SupportPage = lazyPage(() => import('../features/support/pages/support-page.tsx'));
const ContactUsPage = lazyPage(() => import('../features/support/pages/contact-us-page.tsx'));
const NotificationPage = lazyPage(() => import('../features/support/pages/notification-page.tsx'));
const EmailUsPage = lazyPage(() => import('../features/support/cases/pages/email-us-page.tsx'));
const TheftReportPage = lazyPage(() => import('../features/support/cases/pages/theft-report-page.tsx'));
const CreditRequestPage = lazyPage(() => import('../features/support/cases/pages/credit-request-page.tsx'));
const TroubleshootPage = lazyPage(
  () => import('../features/support/troubleshoot/pages/troubleshoot-page.tsx'),
);
const ServiceStatusPage = lazyPage(
  () => import('../features/support/troubleshoot/pages/service-status-page.tsx'),
);
const EquipmentAccessPage = lazyPage(
  () => import('../features/support/troubleshoot/pages/equipment-access-page.tsx'),
);
const TutorialsPage = lazyPage(() => import('../features/support/tutorials/tutorials-page.tsx'));
const TutorialPage = lazyPage(() => import('../features/support/tutorials/tutorial-page.tsx'));
const LocatorPage = lazyPage(() => import('../features/locator/pages/locator-page.tsx'));
const ChatRoute = lazyPage(() => import('../features/support/chat/chat-route.tsx'));
const MyServicesPage = lazyPage(() => import('../features/shop/pages/my-services-page.tsx'));
const SmartHomePage = lazyPage(() => import('../features/shop/services/smarthome-page.tsx'));
const ShowtimePage = lazyPage(() => import('../features/shop/services/showtime-page.tsx'));
const MovePage = lazyPage(() => import('../features/shop/services/move-page.tsx'));
const ShopPage = lazyPage(() => import('../features/shop/pages/shop-page.tsx'));
const ShopProductPage = lazyPage(() => import('../features/shop/pages/product-page.tsx'));
const ShopCartPage = lazyPage(() => import('../features/shop/pages/cart-page.tsx'));
const ShopCheckoutPage = lazyPage(() => import('../features/shop/pages/checkout-page.tsx'));
const ShopOrdersPage = lazyPage(() => import('../features/shop/pages/orders-page.tsx'));
const ShopOrderPage = lazyPage(() => import('../features/shop/pages/order-page.tsx'));
const ShopReturnPage = lazyPage(() => import('../features/shop/pages/return-page.tsx'));
const CartPage = lazyPage(() => import('../features/vod/pages/cart-page.tsx'));
const AssetPage = lazyPage(() => import('../features/vod/pages/asset-page.tsx'));
const OnDemandPage = lazyPage(() => import('../features/vod/pages/on-demand-page.tsx'));
const GuidePage = lazyPage(() => import('../features/guide/pages/guide-page.tsx'));
const ProgramPage = lazyPage(() => import('../features/guide/pages/program-page.tsx'));
const LinearAssetRoute = lazyPage(() => import('./pages/linear-asset-route.tsx'));
const BoxSettingsPage = lazyPage(() => import('../features/box-settings/pages/box-settings-page.tsx'));
const DvrPage = lazyPage(() => import('../features/dvr/pages/dvr-page.tsx'));
const AppointmentsPage = lazyPage(() => import('../features/appointments/pages/appointments-page.tsx'));
const AppointmentPage = lazyPage(() => import('../features/appointments/pages/appointment-page.tsx'));
const NewCustomerPage = lazyPage(() => import('../features/appointments/pages/new-customer-page.tsx'));
const AgentAppointments = lazyPage(
  () => import('../features/appointments/components/agent-appointments.tsx'),
);
const PhonePage = lazyPage(() => import('../features/phone/pages/phone-page.tsx'));
const VoicemailPage = lazyPage(() => import('../features/phone/pages/voicemail-page.tsx'));
const WebmailPage = lazyPage(() => import('../features/webmail/pages/webmail-page.tsx'));
const HouseholdIdsPage = lazyPage(() => import('../features/identity/pages/household-ids-page.tsx'));
const ForgotPasswordPage = lazyPage(() => import('../features/identity/pages/forgot-password-page.tsx'));
const ForgotIdPage = lazyPage(() => import('../features/identity/pages/forgot-id-page.tsx'));
const ContactPage = lazyPage(() => import('../features/identity/pages/contact-page.tsx'));
const TransferPage = lazyPage(() => import('../features/identity/pages/transfer-page.tsx'));
const ProfileIdentity = lazyPage(() =>
  import('../features/identity/components/profile-identity.tsx').then((m) => ({
    default: m.ProfileIdentity,
  })),
);
const InternetPage = lazyPage(() => import('../features/network/pages/internet-page.tsx'));
const WifiPage = lazyPage(() => import('../features/network/pages/wifi-page.tsx'));
const RouterPage = lazyPage(() => import('../features/network/pages/router-page.tsx'));
const PortForwardingPage = lazyPage(() => import('../features/network/pages/port-forwarding-page.tsx'));
const NetworkDevicesPage = lazyPage(() => import('../features/network/pages/devices-page.tsx'));
const PremiumPage = lazyPage(() => import('../features/network/pages/premium-page.tsx'));
const PrivacyPage = lazyPage(() => import('../features/network/pages/privacy-page.tsx'));
const SpamFilterPage = lazyPage(() => import('../features/network/pages/spam-filter-page.tsx'));

const area = (page: ReactNode) => <AreaBoundary>{page}</AreaBoundary>;
/** A page only a signed-in user sees; `title` heads it while the sign-in is checked. */
const signedIn = (title: MessageKey, page: ReactNode) =>
  area(<RequireUser title={title}>{page}</RequireUser>);
/** A bill-pay page: signed in, and with bill pay (the primary user); `title` as for `signedIn`. */
const billPay = (title: MessageKey, page: ReactNode) =>
  area(<RequireBillPay title={title}>{page}</RequireBillPay>);

/** The seeds' URL space, relative so that it serves both / and /espanol/ (seed 000 §1). */
function pages() {
  return (
    <>
      <Route index element={<Navigate to="home" replace />} />
      <Route path="home" element={area(<HomePage />)} />
      <Route path="login" element={area(<LoginPage />)} />
      <Route
        path="profile"
        element={signedIn(
          'profile.title',
          <ProfilePage identity={(anchor) => <ProfileIdentity passwordAnchor={anchor} />} />,
        )}
      />
      <Route path="profile/household-ids" element={signedIn('header.profile.ids', <HouseholdIdsPage />)} />
      <Route path="profile/contact" element={signedIn('header.profile.contact', <ContactPage />)} />
      <Route path="profile/transfer" element={signedIn('profile.transferIds', <TransferPage />)} />
      <Route path="login/forgot-password" element={area(<ForgotPasswordPage />)} />
      <Route path="login/forgot-id" element={area(<ForgotIdPage />)} />
      <Route path="pay-bill" element={billPay('billing.title', <PayBillPage />)} />
      <Route path="pay-bill/unauthorized" element={area(<PayBillUnauthorizedPage />)} />
      <Route
        path="pay-bill/payment-options"
        element={billPay('billingMethods.options.title', <PaymentOptionsPage />)}
      />
      <Route
        path="pay-bill/manage-payments"
        element={billPay('billingMethods.manage.title', <ManagePaymentsPage />)}
      />
      <Route
        path="pay-bill/account-activity"
        element={billPay('billingPayments.activity.title', <AccountActivityPage />)}
      />
      <Route
        path="pay-bill/automatic-payments"
        element={billPay('billingPayments.autopay.title', <AutomaticPaymentsPage />)}
      />
      <Route path="pay-bill/my-bill" element={billPay('billingDocuments.myBill.title', <MyBillPage />)} />
      <Route path="pay-bill/calendar" element={billPay('billingCalendar.title', <BillCalendarPage />)} />
      <Route path="pay-bill/arrangement" element={billPay('billingArrangement.title', <ArrangementPage />)} />
      {['pay-bill/bill-insert', 'pay-bill/bill-insert/index.html'].map((path) => (
        <Route
          key={path}
          path={path}
          element={billPay('billingDocuments.insert.listTitle', <BillInsertPage />)}
        />
      ))}
      <Route
        path="pay-bill/dissuasion"
        element={billPay('billingDocuments.dissuasion.title', <DissuasionPage />)}
      />
      <Route
        path="csr"
        element={area(
          <CsrPage
            subscriberViews={
              <Suspense fallback={null}>
                <AgentAppointments />
              </Suspense>
            }
          />,
        )}
      />
      <Route path="csr/alerts" element={area(<CsrAlertsPage />)} />
      <Route path="FAQ" element={area(<FaqPage />)} />
      <Route path="search" element={area(<SearchPage />)} />
      <Route path="pages/transition-tv.html" element={area(<TransitionTvPage />)} />
      <Route path="upgrades" element={signedIn('header.myServices', <MyServicesPage />)} />
      <Route path="upgrades/move" element={signedIn('header.myServices', <MovePage />)} />
      <Route path="smarthome-info" element={area(<SmartHomePage />)} />
      <Route path="showtimeoffer" element={signedIn('header.myServices', <ShowtimePage />)} />
      <Route path="shop" element={area(<ShopPage />)} />
      <Route path="shop/product/:productId" element={area(<ShopProductPage />)} />
      <Route path="shop/cart" element={signedIn('header.shop', <ShopCartPage />)} />
      <Route path="shop/checkout" element={signedIn('header.shop', <ShopCheckoutPage />)} />
      <Route path="shop/orders" element={signedIn('header.shop', <ShopOrdersPage />)} />
      <Route path="shop/orders/:number" element={signedIn('header.shop', <ShopOrderPage />)} />
      <Route path="shop/orders/:number/return" element={signedIn('header.shop', <ShopReturnPage />)} />
      <Route path="shop/order-success/:number" element={signedIn('header.shop', <ShopOrderPage success />)} />
      <Route path="support" element={area(<SupportPage />)} />
      <Route path="support/contact-us" element={area(<ContactUsPage />)} />
      <Route path="support/notification" element={area(<NotificationPage />)} />
      <Route path="support/outage" element={area(<OutagePage />)} />
      <Route path="support/email-us" element={signedIn('header.support.emailUs', <EmailUsPage />)} />
      <Route path="support/theft-report" element={signedIn('header.support.theft', <TheftReportPage />)} />
      <Route
        path="support/credit-request"
        element={signedIn('header.support.credit', <CreditRequestPage />)}
      />
      <Route
        path="support/troubleshoot"
        element={signedIn('header.support.overview', <TroubleshootPage />)}
      />
      <Route
        path="support/service-status"
        element={signedIn('header.support.overview', <ServiceStatusPage />)}
      />
      <Route
        path="support/equipment-access"
        element={signedIn('header.support.overview', <EquipmentAccessPage />)}
      />
      <Route
        path="support/troubleshoot/:service"
        element={signedIn('header.support.overview', <TroubleshootPage />)}
      />
      <Route path="support/tutorials" element={area(<TutorialsPage />)} />
      <Route path="support/tutorials/:id" element={area(<TutorialPage />)} />
      <Route path="locator" element={<Navigate to="stores" replace />} />
      <Route path="locator/:type" element={area(<LocatorPage />)} />
      <Route path="support/livepage/chat" element={area(<ChatRoute />)} />
      {['tv/cart', 'tv/favorites', 'tv/mypicks'].map((path) => (
        <Route key={path} path={path} element={area(<CartPage />)} />
      ))}
      <Route
        path="tv/asset"
        element={area(<AssetPage linear={(route) => <LinearAssetRoute segments={route.segments} />} />)}
      />
      <Route path="tv/on-demand" element={area(<OnDemandPage />)} />
      {/* /tv: the TV area's front door, and where failed linear pages land (seed 001 §2): the guide */}
      <Route path="tv" element={<Navigate to="guide" replace />} />
      <Route path="tv/guide" element={area(<GuidePage />)} />
      <Route path="tv/dvr" element={signedIn('header.tv.dvr', <DvrPage />)} />
      <Route path="tv/program/*" element={area(<ProgramPage />)} />
      <Route path="tvprogram/*" element={area(<ProgramPage />)} />
      <Route path="tv/settings" element={area(<BoxSettingsPage />)} />
      <Route path="internet" element={signedIn('nav.internet', <InternetPage />)} />
      <Route path="internet/wifi" element={signedIn('nav.internet', <WifiPage />)} />
      <Route path="internet/router" element={signedIn('nav.internet', <RouterPage />)} />
      <Route path="internet/port-forwarding" element={signedIn('nav.internet', <PortForwardingPage />)} />
      <Route path="internet/devices" element={signedIn('nav.internet', <NetworkDevicesPage />)} />
      <Route path="internet/premium" element={signedIn('nav.internet', <PremiumPage />)} />
      <Route path="internet/privacy" element={signedIn('nav.internet', <PrivacyPage />)} />
      <Route path="internet/spam-filter" element={signedIn('nav.internet', <SpamFilterPage />)} />
      <Route
        path="service-appointments"
        element={signedIn('header.support.appointments', <AppointmentsPage />)}
      />
      <Route path="service-appointments/new-customer" element={area(<NewCustomerPage />)} />
      <Route
        path="service-appointments/:token"
        element={signedIn('header.support.appointments', <AppointmentPage />)}
      />
      <Route path="phone" element={signedIn('header.phone.overview', <PhonePage />)} />
      <Route path="phone/voicemail" element={signedIn('header.phone.voicemail', <VoicemailPage />)} />
      <Route path="webmail" element={signedIn('header.internet.email', <WebmailPage />)} />
      <Route path="*" element={<NotFoundPage />} />
    </>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Shell />}>
        <Route path="espanol">{pages()}</Route>
        <Route path="/">{pages()}</Route>
      </Route>
    </Routes>
  );
}

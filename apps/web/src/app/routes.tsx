import { lazy, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AreaBoundary } from './area-boundary.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RequireUser } from './session/require-user.tsx';
import { Shell } from './shell/shell.tsx';

// Each area's code loads when it is first visited, keeping the first download small.
const LoginPage = lazy(() => import('../features/session/pages/login-page.tsx'));
const ProfilePage = lazy(() => import('../features/session/pages/profile-page.tsx'));
const HomePage = lazy(() => import('./pages/home-route.tsx'));
const PayBillPage = lazy(() => import('../features/billing/pages/pay-bill-page.tsx'));
const MyBillPage = lazy(() => import('../features/billing/pages/my-bill-page.tsx'));
const BillInsertPage = lazy(() => import('../features/billing/pages/bill-insert-page.tsx'));
const DissuasionPage = lazy(() => import('../features/billing/pages/dissuasion-page.tsx'));
const PaymentOptionsPage = lazy(() => import('../features/billing/pages/payment-options-page.tsx'));
const ManagePaymentsPage = lazy(() => import('../features/billing/pages/manage-payments-page.tsx'));
const AccountActivityPage = lazy(() => import('../features/billing/pages/account-activity-page.tsx'));
const AutomaticPaymentsPage = lazy(() => import('../features/billing/pages/automatic-payments-page.tsx'));
const PayBillUnauthorizedPage = lazy(
  () => import('../features/billing/pages/pay-bill-unauthorized-page.tsx'),
);
const CsrPage = lazy(() => import('../features/csr/pages/csr-page.tsx'));
const CsrAlertsPage = lazy(() => import('../features/csr/pages/alerts-admin-page.tsx'));
const FaqPage = lazy(() => import('../features/faq/pages/faq-page.tsx'));
const SearchPage = lazy(() => import('../features/search/pages/search-page.tsx'));
const TransitionTvPage = lazy(() => import('./shell/transition-tv-page.tsx'));
const OutagePage = lazy(() => import('../features/outage/pages/outage-page.tsx'));

const area = (page: ReactNode) => <AreaBoundary>{page}</AreaBoundary>;

/** The seeds' URL space, relative so that it serves both / and /espanol/ (seed 000 §1). */
function pages() {
  return (
    <>
      <Route index element={<Navigate to="home" replace />} />
      <Route path="home" element={area(<HomePage />)} />
      <Route path="login" element={area(<LoginPage />)} />
      <Route
        path="profile"
        element={area(
          <RequireUser title="profile.title">
            <ProfilePage />
          </RequireUser>,
        )}
      />
      <Route
        path="pay-bill"
        element={area(
          <RequireUser title="billing.title">
            <PayBillPage />
          </RequireUser>,
        )}
      />
      <Route path="pay-bill/unauthorized" element={area(<PayBillUnauthorizedPage />)} />
      <Route
        path="pay-bill/payment-options"
        element={area(
          <RequireUser title="billingMethods.options.title">
            <PaymentOptionsPage />
          </RequireUser>,
        )}
      />
      <Route
        path="pay-bill/manage-payments"
        element={area(
          <RequireUser title="billingMethods.manage.title">
            <ManagePaymentsPage />
          </RequireUser>,
        )}
      />
      <Route
        path="pay-bill/account-activity"
        element={area(
          <RequireUser title="billingPayments.activity.title">
            <AccountActivityPage />
          </RequireUser>,
        )}
      />
      <Route
        path="pay-bill/automatic-payments"
        element={area(
          <RequireUser title="billingPayments.autopay.title">
            <AutomaticPaymentsPage />
          </RequireUser>,
        )}
      />
      <Route
        path="pay-bill/my-bill"
        element={area(
          <RequireUser title="billingDocuments.myBill.title">
            <MyBillPage />
          </RequireUser>,
        )}
      />
      {['pay-bill/bill-insert', 'pay-bill/bill-insert/index.html'].map((path) => (
        <Route
          key={path}
          path={path}
          element={area(
            <RequireUser title="billingDocuments.insert.listTitle">
              <BillInsertPage />
            </RequireUser>,
          )}
        />
      ))}
      <Route
        path="pay-bill/dissuasion"
        element={area(
          <RequireUser title="billingDocuments.dissuasion.title">
            <DissuasionPage />
          </RequireUser>,
        )}
      />
      <Route path="csr" element={area(<CsrPage />)} />
      <Route path="csr/alerts" element={area(<CsrAlertsPage />)} />
      <Route path="FAQ" element={area(<FaqPage />)} />
      <Route path="search" element={area(<SearchPage />)} />
      <Route path="pages/transition-tv.html" element={area(<TransitionTvPage />)} />
      <Route path="support/outage" element={area(<OutagePage />)} />
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

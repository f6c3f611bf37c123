import { lazy, Suspense } from 'react';
import { BillWidget } from '../../features/billing/components/bill-widget.tsx';
import { TransferPrompt } from '../../features/billing/components/transfer/transfer-prompt.tsx';
import HomePage from '../../features/dashboard/pages/home-page.tsx';
import { LayoutHold } from '../../ui/layout-hold.tsx';
import { readCartItems, readNewOnDemand } from '../../features/vod/api/dashboard-readers.ts';
import { readBestBets } from '../../features/guide/api/dashboard-readers.ts';
import { readDvrRecordings } from '../../features/dvr/api/dvr-readers.ts';

// The next technician visit loads after the page itself, to keep the first visit's bundle small.
const NextAppointmentNotice = lazy(() =>
  import('../../features/appointments/components/next-appointment.tsx').then((m) => ({
    default: m.NextAppointmentNotice,
  })),
);

/** The On Demand area's readers; favorites ('saved') is the same list for a special-box customer. */
const VOD_SOURCES = {
  onDemand: readNewOnDemand,
  cart: readCartItems,
  saved: readCartItems,
  onTonight: readBestBets,
  dvr: readDvrRecordings,
};

/**
 * /home: the dashboard area's page with the billing area's bill widget and the appointments
 * area's next technician visit in it. Features never
 * import each other, so the app puts them together here. The TV areas' readers for the on
 * demand, cart/favorites, best bets and DVR modules are passed here too, once those areas exist.
 */
export default function HomeRoute() {
  return (
    <>
      <HomePage
        billWidget={<BillWidget />}
        nextAppointment={
          // While its code loads it holds what follows, as it does while its data loads.
          <Suspense fallback={<LayoutHold loading />}>
            <NextAppointmentNotice />
          </Suspense>
        }
        sources={VOD_SOURCES}
      />
      {/* The move/transfer wizard opens here after sign-in for a subscriber who has moved. */}
      <TransferPrompt place="home" />
    </>
  );
}

import { BillWidget } from '../../features/billing/components/bill-widget.tsx';
import HomePage from '../../features/dashboard/pages/home-page.tsx';

/**
 * /home: the dashboard area's page with the billing area's bill widget in it. Features never
 * import each other, so the app puts them together here. The TV areas' readers for the on
 * demand, cart/favorites, best bets and DVR modules are passed here too, once those areas exist.
 */
export default function HomeRoute() {
  return <HomePage billWidget={<BillWidget />} />;
}

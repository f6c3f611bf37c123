import type { AreaModule } from '../../platform/http/module.ts';
import { rollCapacity } from './capacity-roll.ts';
import { expireOffers } from './waitlist.ts';
import { newCustomerService } from './new-customer.ts';
import { registerAppointmentsRoutes, registerNewCustomerRoutes } from './routes.ts';
import { appointmentsService } from './service.ts';

export const appointments: AreaModule = {
  name: 'appointments',
  routes: (r, { db, clock, config, hasher }) => {
    const service = appointmentsService({
      db,
      clock,
      brand: config.BRAND_NAME,
      tcLocationId: config.APPOINTMENT_TC_LOCATION_ID,
      inviteDomain: config.MAIL_FROM.split('@')[1] ?? 'coax.example',
    });
    registerAppointmentsRoutes(r, { db, clock, appointments: service });
    const newCustomers = newCustomerService({ db, clock, hasher, appointments: service });
    registerNewCustomerRoutes(r, { config, appointments: service, newCustomers });
    return {
      jobs: [
        { name: 'appointments.capacity-roll', run: (now) => rollCapacity(db, now) },
        { name: 'appointments.waitlist-expiry', run: (now) => expireOffers(db, now) },
      ],
    };
  },
};

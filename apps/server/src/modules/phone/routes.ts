import { phoneRoutes } from '@coax/contract';
import type { RouteRegistry } from '../../platform/http/route-registry.ts';
import type { PhoneService } from './service.ts';

export function registerPhoneRoutes(routes: RouteRegistry, phone: PhoneService) {
  routes.add(phoneRoutes.phoneOverview, async ({ caller }) => phone.overview(phone.owner(caller)));
  routes.add(phoneRoutes.voicemailList, async ({ caller }) => phone.inbox(phone.owner(caller)));
  routes.add(phoneRoutes.voicemailAudio, async ({ caller, input }) =>
    phone.audio(phone.owner(caller), input.params.id),
  );
  routes.add(phoneRoutes.voicemailMark, async ({ caller, input }) =>
    phone.mark(phone.owner(caller), input.params.id, input.body.heard),
  );
  routes.add(phoneRoutes.voicemailDelete, async ({ caller, input }) =>
    phone.remove(phone.owner(caller), input.params.id),
  );
}

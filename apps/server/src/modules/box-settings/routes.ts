import { boxSettingsRoutes } from '@coax/contract';
import type { RouteRegistry } from '../../platform/http/route-registry.ts';
import type { BoxSettingsService } from './service.ts';

export function registerBoxSettingsRoutes(routes: RouteRegistry, settings: BoxSettingsService) {
  routes.add(boxSettingsRoutes.boxSettingsBoxes, async ({ caller }) =>
    settings.boxes(settings.owner(caller)),
  );
  routes.add(boxSettingsRoutes.boxSettingsGet, async ({ caller, input }) =>
    settings.get(settings.owner(caller), input.query.deviceId),
  );
  routes.add(boxSettingsRoutes.boxSettingsSet, async ({ caller, input }) =>
    settings.set(settings.owner(caller), input.body),
  );
  routes.add(boxSettingsRoutes.boxSettingsCopy, async ({ caller, input }) =>
    settings.copy(settings.owner(caller), input.body.fromDeviceId, input.body.toDeviceId),
  );
  routes.add(boxSettingsRoutes.boxSettingsValidatePin, async ({ caller, input }) =>
    settings.validatePin(settings.owner(caller), input.body.deviceId, input.body.pinType, input.body.pin),
  );
}

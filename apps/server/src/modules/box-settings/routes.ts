import { boxSettingsRoutes } from '@coax/contract';
import type { RouteRegistry } from '../../platform/http/route-registry.ts';
import type { BoxSettingsService } from './service.ts';

export function registerBoxSettingsRoutes(routes: RouteRegistry, settings: BoxSettingsService) {
  routes.add(boxSettingsRoutes.boxSettingsBoxes, async ({ req }) =>
    settings.boxes(await settings.owner(req)),
  );
  routes.add(boxSettingsRoutes.boxSettingsGet, async ({ req, input }) =>
    settings.get(await settings.owner(req), input.query.deviceId),
  );
  routes.add(boxSettingsRoutes.boxSettingsSet, async ({ req, input }) =>
    settings.set(await settings.owner(req), input.body),
  );
  routes.add(boxSettingsRoutes.boxSettingsCopy, async ({ req, input }) =>
    settings.copy(await settings.owner(req), input.body.fromDeviceId, input.body.toDeviceId),
  );
  routes.add(boxSettingsRoutes.boxSettingsValidatePin, async ({ req, input }) =>
    settings.validatePin(await settings.owner(req), input.body.deviceId, input.body.pinType, input.body.pin),
  );
}

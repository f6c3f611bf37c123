import type { BoxSettingsBoxes, BoxSettingsView, SettingsBox } from '@coax/contract';
import { DEFAULT_BOX_SETTINGS, type BoxSettings } from '@coax/domain';

export function createSettingsBox(overrides: Partial<SettingsBox> = {}): SettingsBox {
  return { deviceId: 1, alias: 'Living Room', deviceType: '8640', isHd: true, ...overrides };
}

export function createBoxSettingsBoxes(overrides: Partial<BoxSettingsBoxes> = {}): BoxSettingsBoxes {
  return {
    boxes: [createSettingsBox(), createSettingsBox({ deviceId: 4, alias: 'Bedroom', deviceType: '8642' })],
    canChange: true,
    ...overrides,
  };
}

export function createBoxSettings(change: (s: BoxSettings) => void = () => {}): BoxSettings {
  const s = JSON.parse(JSON.stringify(DEFAULT_BOX_SETTINGS)) as BoxSettings;
  change(s);
  return s;
}

export function createBoxSettingsView(overrides: Partial<BoxSettingsView> = {}): BoxSettingsView {
  return {
    deviceId: 1,
    alias: 'Living Room',
    settings: createBoxSettings(),
    pins: { parental: true, purchase: false },
    today: '2026-11-20',
    lastBlockDay: '2026-12-04',
    updatedAt: null,
    ...overrides,
  };
}

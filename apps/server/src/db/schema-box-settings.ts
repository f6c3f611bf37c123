/** Network settings for boxes (migration 0010). Instants in ms. */
import type { PinType } from '@coax/domain';

export interface BoxSettingsTable {
  device_id: number;
  settings_json: string;
  parental_pin_hash: string | null;
  purchase_pin_hash: string | null;
  updated_at: number;
  updated_by: string;
}

export interface BoxPinFailuresTable {
  attempt_id: string;
  device_id: number;
  pin_type: PinType;
  at: number;
}

export interface BoxSettingsTables {
  box_settings: BoxSettingsTable;
  box_pin_failures: BoxPinFailuresTable;
}

/** Box settings tables, children first; they refer to DVR boxes, so they go before DVR_TABLES. */
export const BOX_SETTINGS_TABLES = ['box_pin_failures', 'box_settings'] as const satisfies ReadonlyArray<
  keyof BoxSettingsTables
>;

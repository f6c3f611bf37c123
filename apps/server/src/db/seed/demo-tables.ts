import {
  ALERTS_TABLES,
  BILLING_ACCOUNT_TABLES,
  CONFIG_TABLES,
  DASHBOARD_TABLES,
  FAQ_TABLES,
  IDENTITY_TABLES,
  OUTAGE_TABLES,
  SESSION_TABLES,
} from '../schema.ts';
import { APPOINTMENTS_TABLES, OUTBOX_TABLES } from '../schema-appointments.ts';
import { BILLING_TABLES } from '../schema-billing.ts';
import { BOX_SETTINGS_TABLES } from '../schema-box-settings.ts';
import { PROFILE_TABLES, RECOVERY_TABLES } from '../schema-identity.ts';
import { DVR_TABLES } from '../schema-dvr.ts';
import { LISTINGS_TABLES } from '../schema-listings.ts';
import { PHONE_TABLES } from '../schema-phone.ts';
import { NETWORK_TABLES } from '../schema-network.ts';
import { VOD_TABLES } from '../schema-vod.ts';
import { SUPPORT_TABLES } from '../schema-support.ts';
import { SUPPORT_CASES_TABLES } from '../schema-support-cases.ts';
import { SUPPORT_TROUBLESHOOT_TABLES } from '../schema-support-troubleshoot.ts';
import { PROMOTIONS_TABLES } from '../schema-promotions.ts';
import { ARRANGEMENTS_TABLES } from '../schema-arrangements.ts';
import { LOCATOR_TABLES } from '../schema-locator.ts';
import { SHOP_SERVICES_TABLES } from '../schema-shop-services.ts';
import { SHOP_TABLES } from '../schema-shop.ts';
import { SHOP_RETURNS_TABLES } from '../schema-shop-returns.ts';
import { SUPPORT_CHAT_TABLES } from '../schema-support-chat.ts';
import { OUTAGE_NOTICES_TABLES } from '../schema-outage-notices.ts';

/**
 * Every table, in the order the demo seed empties them: each area's list (children first), and
 * the areas whose rows refer to others' before those (box settings before the DVR's boxes, all
 * before the accounts and users). A table missing here fails `demo-tables.test.ts`.
 */
export const DEMO_TABLES = [
  ...OUTAGE_NOTICES_TABLES,
  ...SUPPORT_TROUBLESHOOT_TABLES,
  ...PROMOTIONS_TABLES,
  ...ARRANGEMENTS_TABLES,
  ...SHOP_SERVICES_TABLES,
  ...SUPPORT_CHAT_TABLES,
  ...NETWORK_TABLES,
  ...APPOINTMENTS_TABLES,
  ...OUTBOX_TABLES,
  ...BOX_SETTINGS_TABLES,
  ...DVR_TABLES,
  ...LISTINGS_TABLES,
  ...VOD_TABLES,
  ...BILLING_TABLES,
  ...SUPPORT_TABLES,
  ...SUPPORT_CASES_TABLES,
  ...SHOP_RETURNS_TABLES,
  ...SHOP_TABLES,
  ...CONFIG_TABLES,
  ...FAQ_TABLES,
  ...OUTAGE_TABLES,
  ...ALERTS_TABLES,
  ...DASHBOARD_TABLES,
  ...PHONE_TABLES,
  ...BILLING_ACCOUNT_TABLES,
  ...SESSION_TABLES,
  ...RECOVERY_TABLES,
  ...PROFILE_TABLES,
  ...IDENTITY_TABLES,
  ...LOCATOR_TABLES,
] as const;

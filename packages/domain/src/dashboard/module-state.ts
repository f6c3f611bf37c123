/**
 * Seed 000 §4 Dashboard module: "Uninitialized; initializes on first activation; loads; then
 * loading, content, error or noEntitlement."
 */
export const DASHBOARD_MODULE_STATES = [
  'uninitialized',
  'loading',
  'content',
  'error',
  'noEntitlement',
] as const;
export type DashboardModuleState = (typeof DASHBOARD_MODULE_STATES)[number];

export interface ModuleProgress {
  /** the module has been activated at least once (shown, or chosen for a slot) */
  activated: boolean;
  /** the user may use the module; judged before any load, so nothing is fetched in vain */
  entitled: boolean;
  /** the module's data is still on its way */
  pending: boolean;
  /** the last load failed (seed 000 §8: "Dashboard module data failures set that module's error flag") */
  failed: boolean;
}

/**
 * A module's state. No entitlement wins over everything, since such a module never loads; until
 * its first activation a module stays uninitialized; then loading, error or content.
 */
export function dashboardModuleState(p: ModuleProgress): DashboardModuleState {
  if (!p.entitled) return 'noEntitlement';
  if (!p.activated) return 'uninitialized';
  if (p.failed) return 'error';
  if (p.pending) return 'loading';
  return 'content';
}

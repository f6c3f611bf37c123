import type { ReactNode, Ref } from 'react';
import type { DashboardLinks, DashboardUser } from '@coax/domain';
import type { DashboardSources } from '../dashboard-sources.ts';

/** What every module reads: who the user is, the configured links and brand, the TV areas' readers. */
export interface ModuleEnv {
  user: DashboardUser;
  links: DashboardLinks;
  brand: string;
  sources: DashboardSources;
}

export interface ModuleProps {
  env: ModuleEnv;
  activated: boolean;
  sectionRef: Ref<HTMLElement>;
  headerAction?: ReactNode;
}

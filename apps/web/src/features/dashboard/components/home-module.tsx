import type { ReactNode } from 'react';
import type { HomeModuleId } from '@coax/domain';
import { InfoModule } from './info-module.tsx';
import { ItemsModule } from './items-module.tsx';
import type { ItemsModuleId } from '../dashboard-sources.ts';
import type { ModuleEnv } from './module-env.ts';
import { useActivation } from './use-activation.ts';
import { VoicemailModule } from './voicemail-module.tsx';
import { WebmailModule } from './webmail-module.tsx';
import { WifiModule } from './wifi-module.tsx';

const isItemsModule = (id: HomeModuleId): id is ItemsModuleId =>
  id === 'onDemand' || id === 'cart' || id === 'saved' || id === 'onTonight' || id === 'dvr';

/** One of the 8 modules, activated at once (`eager`, the chosen slots) or when it nears the screen. */
export function HomeModule({
  id,
  env,
  eager,
  headerAction,
}: {
  id: HomeModuleId;
  env: ModuleEnv;
  eager: boolean;
  headerAction?: ReactNode;
}) {
  // A module with nothing to fetch has no reason to wait for activation.
  const loads =
    id === 'voiceMail' ||
    id === 'webMail' ||
    id === 'wifiUsage' ||
    (isItemsModule(id) && env.sources[id] !== undefined);
  const { ref, activated } = useActivation<HTMLElement>(eager || !loads);
  const props = { env, activated, sectionRef: ref, headerAction };
  switch (id) {
    case 'voiceMail':
      return <VoicemailModule {...props} />;
    case 'webMail':
      return <WebmailModule {...props} />;
    case 'wifiUsage':
      return <WifiModule {...props} />;
    case 'myServices':
      return <InfoModule id={id} {...props} />;
    default:
      return <ItemsModule id={id} {...props} />;
  }
}

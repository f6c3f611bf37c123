import { useCallback, useId, useState } from 'react';
import {
  defaultHomeSlots,
  homeModulesFor,
  moduleIdFromServerName,
  serverNameOf,
  slotModulesFor,
  type ChoosableModuleId,
  type HomeModuleId,
  type HomeModuleServerName,
} from '@coax/domain';
import { Notice } from '../../../ui/notice.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useHomePreferences } from '../api/get-home-preferences.ts';
import { useSetHomePreferences } from '../api/set-home-preferences.ts';
import { HomeModule } from './home-module.tsx';
import type { ModuleEnv } from './module-env.ts';
import { SlotChooser } from './slot-chooser.tsx';
import { useDashboardT } from '../i18n/use-dashboard-t.ts';

/**
 * The home dashboard (seed 000 §2): the two chosen modules (left and right, saved through
 * get/set funmod) with a chooser each, then the rest of the 8 modules.
 */
export function Dashboard({ env }: { env: ModuleEnv }) {
  const { t } = useDashboardT();
  const slotsTitle = useId();
  const moreTitle = useId();
  const prefs = useHomePreferences();
  const save = useSetHomePreferences();
  const [status, setStatus] = useState('');
  const [focusSide, setFocusSide] = useState<'left' | 'right' | null>(null);
  const focusTaken = useCallback(() => setFocusSide(null), []);
  const specialBox = env.user.specialBox;

  // A failed read leaves the usual pair in place rather than an empty dashboard.
  const pair: readonly [HomeModuleServerName, HomeModuleServerName] | null = prefs.data
    ? [prefs.data.homeFunc1, prefs.data.homeFunc2]
    : prefs.isError
      ? defaultHomeSlots(env.user)
      : null;
  const slots: [ChoosableModuleId, ChoosableModuleId] | null = pair
    ? [moduleIdFromServerName(pair[0], specialBox), moduleIdFromServerName(pair[1], specialBox)]
    : null;

  // Only modules the account may use; the server refuses any other (seed 000 §6).
  const menu = slotModulesFor(env.user);
  const choose = (side: 0 | 1) => async (id: ChoosableModuleId) => {
    if (!slots) return;
    setStatus('');
    const next: [ChoosableModuleId, ChoosableModuleId] = side === 0 ? [id, slots[1]] : [slots[0], id];
    await save.mutateAsync({ homeFunc1: serverNameOf(next[0]), homeFunc2: serverNameOf(next[1]) });
    setStatus(t('dashboard.saved'));
    setFocusSide(side === 0 ? 'left' : 'right');
  };

  const others: HomeModuleId[] = slots
    ? homeModulesFor(env.user).filter((id) => !slots.some((s) => s === id))
    : [];

  return (
    <>
      <section aria-labelledby={slotsTitle} className="stack dash-section">
        <h2 id={slotsTitle}>{t('dashboard.slotsTitle')}</h2>
        <div role="status" className="dash-status">
          {status}
        </div>
        {prefs.isError ? (
          <Notice tone="warning">
            <p>{t('dashboard.prefsFailed')}</p>
          </Notice>
        ) : null}
        {slots ? (
          <div className="dash-slots">
            {slots.map((id, i) => {
              const side = i === 0 ? 'left' : 'right';
              const other = slots[i === 0 ? 1 : 0];
              return (
                <HomeModule
                  key={`${side}-${id}`}
                  id={id}
                  env={env}
                  eager
                  headerAction={
                    <SlotChooser
                      side={side}
                      current={id}
                      // Each module in one slot at a time: the other slot's module is not offered.
                      options={menu.filter((m) => m !== other)}
                      onSave={choose(i === 0 ? 0 : 1)}
                      takeFocus={focusSide === side}
                      onFocusTaken={focusTaken}
                    />
                  }
                />
              );
            })}
          </div>
        ) : (
          <Spinner label={t('dashboard.slotsLoading')} />
        )}
      </section>
      {slots ? (
        <section aria-labelledby={moreTitle} className="stack dash-section">
          <h2 id={moreTitle}>{t('dashboard.moreTitle')}</h2>
          <div className="dash-grid">
            {others.map((id) => (
              <HomeModule key={id} id={id} env={env} eager={false} />
            ))}
          </div>
        </section>
      ) : null}
    </>
  );
}

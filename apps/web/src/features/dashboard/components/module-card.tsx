import { useId, type ReactNode, type Ref } from 'react';
import type { DashboardModuleState, ModuleDisplayStyle } from '@coax/domain';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { LoadingCard } from '../../../ui/loading-card.tsx';
import { useDashboardT } from '../i18n/use-dashboard-t.ts';

/** A module's link: an in-app path (kept in the visitor's language), or another site or system. */
export interface ModuleLink {
  href: string;
  label: string;
  external: boolean;
}

/** Renders a module link: a router link inside the app, a plain link elsewhere. */
export function ModuleLinkView({ link, className }: { link: ModuleLink; className?: string }) {
  return link.external ? (
    <a href={link.href} className={className}>
      {link.label}
    </a>
  ) : (
    <LocalLink to={link.href} className={className}>
      {link.label}
    </LocalLink>
  );
}

/**
 * The frame every dashboard module shares (seed 000 §3 Dashboard module: title, display style,
 * loading, error, noEntitlement): its title, what its state calls for, and its one link. Before its
 * first activation a module shows only its title and link, and has fetched nothing.
 */
export function ModuleCard({
  title,
  state,
  displayStyle,
  sectionRef,
  headerAction,
  link,
  error,
  onRetry,
  noEntitlement,
  children,
}: {
  title: string;
  state: DashboardModuleState;
  displayStyle: ModuleDisplayStyle;
  sectionRef?: Ref<HTMLElement>;
  /** the slot chooser, on the two chosen modules */
  headerAction?: ReactNode;
  /** the module's link target in this state; null for none */
  link: ModuleLink | null;
  /** what an error says; the generic "could not load" text when not given */
  error?: ReactNode;
  onRetry?: () => void;
  noEntitlement?: ReactNode;
  /** the content state */
  children?: ReactNode;
}) {
  const { t } = useDashboardT();
  const titleId = useId();

  let body: ReactNode = null;
  if (state === 'loading') {
    body = (
      <LoadingCard label={t('dashboard.loading', { module: title })} shape="card" lines={1} className="" />
    );
  } else if (state === 'error') {
    body = (
      <Notice tone="error">
        {error ?? <p>{t('dashboard.error', { module: title })}</p>}
        {onRetry ? (
          <button type="button" className="button button--small" onClick={onRetry}>
            {t('common.retry')}
          </button>
        ) : null}
      </Notice>
    );
  } else if (state === 'noEntitlement') {
    body = noEntitlement;
  } else if (state === 'content') {
    body = children;
  }

  return (
    <section
      ref={sectionRef}
      className={`card dash-module dash-module--${displayStyle}`}
      aria-labelledby={titleId}
      aria-busy={state === 'loading'}
      data-state={state}
    >
      <div className="dash-module__header">
        <h3 id={titleId} className="dash-module__title">
          {title}
        </h3>
        {headerAction}
      </div>
      <div className="dash-module__body">{body}</div>
      {link ? (
        <p className="dash-module__link">
          <ModuleLinkView link={link} />
        </p>
      ) : null}
    </section>
  );
}

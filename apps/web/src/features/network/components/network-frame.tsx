import type { ReactNode } from 'react';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useNetworkT } from '../i18n/use-network-t.ts';
import './network.css';

/** A home-network page: its title, a way back to the overview, and the page's own content. */
export function NetworkFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const { t } = useNetworkT();
  return (
    <div className="network stack">
      <PageTitle title={title} />
      <p className="network__back">
        <LocalLink to="/internet">{t('network.back')}</LocalLink>
      </p>
      <h1>{title}</h1>
      {intro ? <p className="lede">{intro}</p> : null}
      {children}
    </div>
  );
}

/** Says so when the signed-in id may look but not change. */
export function ReadOnlyNote({ canChange }: { canChange: boolean }) {
  const { t } = useNetworkT();
  if (canChange) return null;
  return (
    <Notice>
      <p>{t('network.readOnly')}</p>
    </Notice>
  );
}

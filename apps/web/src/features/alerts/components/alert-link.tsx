import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { hasSpanishPrefix } from '../../../i18n/language.ts';
import { useLocalPath } from '../../../i18n/local-link.tsx';

/**
 * A link from an alert. Paths on this site stay in the app (and in the visitor's language space);
 * anything else (https, tel, mailto; the server has refused every other scheme) is a plain link.
 */
export function AlertLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const localPath = useLocalPath();
  if (href.startsWith('/') && !href.startsWith('//')) {
    const to = hasSpanishPrefix(href) ? href : localPath(href);
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

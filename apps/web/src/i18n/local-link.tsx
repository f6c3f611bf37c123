import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router';
import { useLanguage } from './language-context.ts';

/** Prefixes an absolute in-app path with /espanol while the visitor is in the Spanish URL space. */
export function useLocalPath(): (path: string) => string {
  const { prefix } = useLanguage();
  return (path) => (prefix && path.startsWith('/') ? `${prefix}${path}` : path);
}

type LocalLinkProps = Omit<LinkProps, 'to'> & { to: string };

/** A router link to an in-app path that keeps the visitor's language URL space. */
export function LocalLink({ to, ...rest }: LocalLinkProps) {
  const localPath = useLocalPath();
  return <Link to={localPath(to)} {...rest} />;
}

type LocalNavLinkProps = Omit<NavLinkProps, 'to'> & { to: string };

export function LocalNavLink({ to, ...rest }: LocalNavLinkProps) {
  const localPath = useLocalPath();
  return <NavLink to={localPath(to)} {...rest} />;
}

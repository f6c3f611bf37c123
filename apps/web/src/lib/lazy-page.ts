import { isValidElement, lazy, type ReactNode } from 'react';

/** The components React's `lazy` takes. */
type LazyComponent = Parameters<typeof lazy>[0] extends () => Promise<{ default: infer C }> ? C : never;

interface Preloadable {
  preload(): void;
}

const canPreload = (type: unknown): type is Preloadable =>
  (typeof type === 'object' || typeof type === 'function') &&
  type !== null &&
  typeof (type as Partial<Preloadable>).preload === 'function';

/**
 * A page's code, loaded when it is first drawn, or earlier through `preload()`: a signed-in page
 * asks for its code while the session is still being read, instead of after it (one round trip
 * and the chunk's download fewer before the page's own data). Both share one download.
 */
export function lazyPage<T extends LazyComponent>(load: () => Promise<{ default: T }>) {
  let started: Promise<{ default: T }> | undefined;
  const start = () => (started ??= load());
  return Object.assign(lazy(start), { preload: () => void start().catch(() => undefined) });
}

/** Starts loading the code of the first lazy page in `node` (looking through its wrappers). */
export function preloadPage(node: ReactNode, depth = 0): void {
  if (depth > 4 || !isValidElement<{ children?: ReactNode }>(node)) return;
  if (canPreload(node.type)) return node.type.preload();
  preloadPage(node.props.children, depth + 1);
}

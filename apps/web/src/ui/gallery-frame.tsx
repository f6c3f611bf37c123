import { useState, type ComponentType, type ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { SPANISH_PREFIX, type Lang } from '../i18n/language.ts';
import { AppProviders } from '../lib/providers.tsx';

/**
 * A component gallery story (apps/web/.ladle, `npm run gallery`): a component in one of its
 * states. `meta.lang` pins a story to a language; the gallery's language switch sets the rest.
 */
export type GalleryStory = ComponentType & { meta?: { lang?: Lang }; storyName?: string };

/** The message a story's deliberately broken part fails with (the gallery test expects it). */
export const GALLERY_BREAK = 'gallery: this part fails to draw on purpose';

/**
 * What a ui component needs around it, as on a page: a router (the language follows the
 * address, /espanol for Spanish), the language and a query client that does not retry.
 */
export function GalleryFrame({ lang, children }: { lang: Lang; children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  return (
    <MemoryRouter key={lang} initialEntries={[lang === 'es' ? `${SPANISH_PREFIX}/` : '/']}>
      <AppProviders queryClient={queryClient}>{children}</AppProviders>
    </MemoryRouter>
  );
}

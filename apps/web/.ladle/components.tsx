import { useState } from 'react';
import type { GlobalProvider } from '@ladle/react';
import '../src/app/styles/base.css';
import '../src/app/styles/ui.css';
import { GalleryFrame } from '../src/ui/gallery-frame.tsx';
import type { Lang } from '../src/i18n/language.ts';

// Each language's own name, as a language switch shows it.
const LANGUAGES: readonly { lang: Lang; name: string; tag: string }[] = [
  { lang: 'en', name: 'English', tag: 'en' },
  { lang: 'es', name: 'Español', tag: 'es' },
];

/**
 * Around every story: the app's stylesheets (base.css brings tokens.css), its language and a
 * query client; a language switch above the story shows it in Spanish. A story pinned to a
 * language (`meta.lang`) keeps it.
 */
export const Provider: GlobalProvider = ({ children, storyMeta }) => {
  const [chosen, setChosen] = useState<Lang>('en');
  const pinned = storyMeta?.lang === 'es' || storyMeta?.lang === 'en' ? (storyMeta.lang as Lang) : undefined;
  const lang = pinned ?? chosen;
  return (
    <div className="container stack">
      <p className="button-row" role="group" aria-label="Language / Idioma">
        {LANGUAGES.map((l) => (
          <button
            key={l.lang}
            type="button"
            lang={l.tag}
            className={`button${lang === l.lang ? ' button--primary' : ''}`}
            aria-pressed={lang === l.lang}
            disabled={pinned !== undefined}
            onClick={() => setChosen(l.lang)}
          >
            {l.name}
          </button>
        ))}
      </p>
      <GalleryFrame lang={lang}>{children}</GalleryFrame>
    </div>
  );
};

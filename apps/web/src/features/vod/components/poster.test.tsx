import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { LanguageContext, type LanguageState } from '../../../i18n/language-context.ts';
import { Poster } from './poster.tsx';

const as = (lang: 'en' | 'es'): LanguageState => ({
  lang,
  locale: lang === 'es' ? 'es-US' : 'en-US',
  prefix: lang === 'es' ? '/espanol' : '',
  setLang: () => undefined,
});

function srcOf(lang: 'en' | 'es') {
  const { container } = render(
    <LanguageContext.Provider value={as(lang)}>
      <Poster imageName="t100001" title="Bridge" />
    </LanguageContext.Provider>,
  );
  return container.querySelector('img')?.getAttribute('src');
}

describe('a poster', () => {
  it('asks for the Spanish art, whose genre is in Spanish, for a Spanish reader', () => {
    expect(srcOf('es')).toBe('/vod/api/getImage.jpg?name=t100001&size=140x210&lang=es');
  });

  it('keeps the one English address otherwise', () => {
    expect(srcOf('en')).toBe('/vod/api/getImage.jpg?name=t100001&size=140x210');
  });
});

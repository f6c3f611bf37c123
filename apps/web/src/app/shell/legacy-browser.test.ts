import { describe, expect, it } from 'vitest';
import legacy from '../../../public/legacy-browser.js?raw';
import { en } from '../../i18n/en.ts';
import { es } from '../../i18n/es.ts';

// The classic script for browsers that cannot run the app cannot import the catalogues.
describe('legacy browser notice (public/legacy-browser.js)', () => {
  it('carries the same deprecation message as the catalogues, in both languages', () => {
    expect(legacy).toContain(`en: '${en['deprecation.message']}'`);
    expect(legacy).toContain(`es: '${es['deprecation.message']}'`);
  });

  it('stays ES5: no arrow functions, let, const or template strings', () => {
    const code = legacy.replace(/\/\*[\s\S]*?\*\//g, '');
    expect(code).not.toMatch(/=>|\blet\b|\bconst\b|`/);
  });
});

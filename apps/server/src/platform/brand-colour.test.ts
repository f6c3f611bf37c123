import { describe, expect, it } from 'vitest';
import { brandColours, brandStylesheet, contrast, mix } from './brand-colour.ts';
import { loadConfig } from './config.ts';

describe('brand colours in the configuration', () => {
  it('defaults to the portal’s own blue and navy', () => {
    const c = loadConfig({});
    expect(c.BRAND_COLOR).toBe('#0a4f9e');
    expect(c.BRAND_COLOR_DARK).toBe('#0b2545');
  });

  it('takes a dark enough colour, in either case', () => {
    const c = loadConfig({ BRAND_COLOR: '#8B1A1A', BRAND_COLOR_DARK: '#1F2A1F' });
    expect(c.BRAND_COLOR).toBe('#8b1a1a');
    expect(c.BRAND_COLOR_DARK).toBe('#1f2a1f');
  });

  it('refuses a colour not written #rrggbb, naming the setting', () => {
    expect(() => loadConfig({ BRAND_COLOR: 'red' })).toThrow(/BRAND_COLOR must be a colour written #rrggbb/);
    expect(() => loadConfig({ BRAND_COLOR_DARK: '#abc' })).toThrow(
      /BRAND_COLOR_DARK must be a colour written #rrggbb/,
    );
  });

  it('refuses at start-up a colour white text cannot be read on, saying which and why', () => {
    expect(() => loadConfig({ BRAND_COLOR: '#5b9bd5' })).toThrow(
      /BRAND_COLOR #5b9bd5 is too light to read: it needs a contrast of at least 4\.5:1 \(WCAG AA\) with white text on it and as link text .* and has 2\.\d\d:1\. Choose a darker colour\./,
    );
    expect(() => loadConfig({ BRAND_COLOR_DARK: '#ff8800' })).toThrow(
      /BRAND_COLOR_DARK #ff8800 is too light to read: .* with white text on it, and has 2\.\d\d:1/,
    );
  });

  it('refuses a brand colour that passes on white but not as a link on the grey page', () => {
    // #737373 is 4.74:1 on white and 4.34:1 on the page background (#f3f5f8).
    expect(contrast('#737373', '#ffffff')).toBeGreaterThan(4.5);
    expect(() => loadConfig({ BRAND_COLOR: '#737373' })).toThrow(/page background #f3f5f8.*4\.3\d:1/);
    // The dark colour only carries white text: the same grey is accepted there.
    expect(loadConfig({ BRAND_COLOR_DARK: '#737373' }).BRAND_COLOR_DARK).toBe('#737373');
  });
});

describe('the brand stylesheet', () => {
  it('sets the four brand tokens from a configured colour, outranking tokens.css', () => {
    const css = brandStylesheet(brandColours('#8B1A1A', '#1f2a1f'));
    expect(css).toContain('html:root {');
    expect(css).toContain('  --brand: #8b1a1a;');
    expect(css).toContain('  --brand-dark: #1f2a1f;');
    expect(css).toContain(`  --brand-strong: ${mix('#8b1a1a', '#000000', 0.225)};`);
    expect(css).toContain(`  --brand-dark-2: ${mix('#1f2a1f', '#8b1a1a', 0.35)};`);
  });

  it('derives a darker pressed shade and a dark band that white text still reads on', () => {
    const c = brandColours('#0a4f9e', '#0b2545');
    // The defaults of apps/web/src/app/styles/tokens.css are these very shades.
    expect(c.brandStrong).toBe('#083d7a');
    expect(c.brandDark2).toBe('#0b3464');
    expect(contrast(c.brandStrong, '#ffffff')).toBeGreaterThan(contrast(c.brand, '#ffffff'));
    // Two colours only just over 4.5:1 against white give a dark band that is over it too.
    const edge = brandColours('#767676', '#707398');
    expect(contrast(edge.brandDark2, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('mixes channel by channel', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#102030', '#102030', 0.3)).toBe('#102030');
  });
});

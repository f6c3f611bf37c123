// Draws the portal's icons from the brand: its initial, white, on the brand colour.
//   node tools/app-icons.mjs [--name Coax] [--color '#0a4f9e']
// writes apps/web/public/favicon.svg, and, drawing that SVG in Chromium (playwright-core, the
// browser at CHROMIUM or /usr/bin/chromium), icon-192.png, icon-512.png and apple-touch-icon.png.
// The output is committed; an operator with another brand runs this again with its name and
// BRAND_COLOR and rebuilds the web app. The manifest (/manifest.webmanifest) comes from the server.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'apps/web/public');

const { values } = parseArgs({
  options: { name: { type: 'string', default: 'Coax' }, color: { type: 'string', default: '#0a4f9e' } },
});
if (!/^#[0-9a-f]{6}$/i.test(values.color)) throw new Error('--color must be written #rrggbb');
const initial = [...values.name.trim()][0]?.toUpperCase() ?? '?';
const esc = (s) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A full-bleed square (launchers cut their own shape; the letter stays inside the maskable safe
 * zone, the middle 80 %) or, for the favicon, a rounded one.
 */
function iconSvg({ rounded }) {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">',
    `<rect width="64" height="64"${rounded ? ' rx="12"' : ''} fill="${values.color.toLowerCase()}"/>`,
    '<text x="32" y="32" dy="0.35em" text-anchor="middle" fill="#ffffff"',
    ` font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="40" font-weight="700">${esc(initial)}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

fs.writeFileSync(path.join(out, 'favicon.svg'), iconSvg({ rounded: true }));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  const square = iconSvg({ rounded: false });
  for (const [file, size] of [
    ['icon-192.png', 192],
    ['icon-512.png', 512],
    ['apple-touch-icon.png', 180],
  ]) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<body style="margin:0">${square.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`,
    );
    await page.screenshot({ path: path.join(out, file), omitBackground: false });
    console.log(`${file} ${size}x${size}`);
  }
} finally {
  await browser.close();
}

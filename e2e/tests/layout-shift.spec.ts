import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Issue 21: nothing a person is reading moves while a page loads. Lighthouse's layout-shift limit
// for a good page is 0.1; the bill-pay pages and the home page went over it on a phone while their
// cards filled in, and /profile while its identity and PIN cards filled in (ui/layout-hold.tsx keeps
// what follows a loading part out of the layout until it has loaded).

const CLS_LIMIT = 0.1;
const PAGES = ['/home', '/pay-bill/', '/pay-bill/my-bill/', '/pay-bill/account-activity/'];

/** The layout shift of a first load of `path`, summed as Lighthouse does, with what moved. */
async function layoutShiftOnLoad(
  page: Page,
  path: string,
  { loaded }: { loaded?: () => Promise<void> } = {},
) {
  await page.addInitScript(() => {
    const seen: { value: number; moved: string[] }[] = [];
    (window as unknown as { __shifts: typeof seen }).__shifts = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map((s) =>
          s.node instanceof Element
            ? `${s.node.tagName.toLowerCase()}.${Array.from(s.node.classList).join('.')}`
            : '?',
        );
        seen.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await loaded?.();
  await page.waitForLoadState('networkidle');
  const shifts = await page.evaluate(
    () => (window as unknown as { __shifts: { value: number; moved: string[] }[] }).__shifts,
  );
  return {
    total: shifts.reduce((sum, s) => sum + s.value, 0),
    detail: shifts.map((s) => `${s.value.toFixed(4)} ${s.moved.join(', ')}`).join('\n'),
  };
}

/** /profile in each language, with the text its names card shows while it loads. */
const PROFILES = [
  { path: '/profile/', loading: 'Loading your details…', role: 'Role' },
  { path: '/espanol/profile/', loading: 'Cargando sus datos…', role: 'Función' },
];

for (const width of [375, 1280]) {
  test(`jsmith's pages load without moving at ${width} px`, async ({ signIn, page }) => {
    // as tall as Lighthouse's desktop run on a wide screen
    const viewport = { width, height: width === 375 ? 667 : 940 };
    await page.setViewportSize(viewport);
    await signIn('jsmith');
    /** A page of its own in the same signed-in context: a first load, with a fresh observer. */
    const freshPage = async () => {
      const fresh = await page.context().newPage();
      await fresh.setViewportSize(viewport);
      return fresh;
    };
    for (const path of PAGES) {
      const fresh = await freshPage();
      const { total, detail } = await layoutShiftOnLoad(fresh, path);
      expect(total, `${path} at ${width} px moved:\n${detail}`).toBeLessThan(CLS_LIMIT);
      await fresh.close();
    }
    for (const profile of PROFILES) {
      const fresh = await freshPage();
      // The two cards' data is held until the page has drawn them loading, as a slow network would.
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await fresh.route(/\/api\/identity\/(profile|aux-pin)$/, async (route) => {
        await held;
        await route.continue();
      });
      const { total, detail } = await layoutShiftOnLoad(fresh, profile.path, {
        loaded: async () => {
          await expect(fresh.getByText(profile.loading)).toBeVisible();
          release();
          await expect(fresh.getByText(profile.role, { exact: true })).toBeVisible();
        },
      });
      // Nothing after the names card is drawn until both cards have loaded, in either language.
      expect(total, `${profile.path} at ${width} px moved:\n${detail}`).toBeLessThan(0.01);
      await fresh.close();
    }
  });
}

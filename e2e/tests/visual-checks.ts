import type { Page } from '@playwright/test';

// What a person sees on the first screen (issue 14): the page's heading and its primary action
// wholly in the first viewport, no sideways scrolling, no clipped text, no text over other text.
// Each check runs in the page and returns the problems it found, in words, so a failing test names
// the element (an empty list is a pass). first-screen.spec.ts runs them on the key pages, and
// proves on small hand-made pages that each one fails on a bad layout.

/** A fixed overlay that may cover text on purpose (a toast, a floating button), with the reason. */
export interface AllowedOverlay {
  selector: string;
  reason: string;
}

export interface VisualCheckOptions {
  /** Whether the page must mark exactly one visible element with `data-primary-action`. */
  primaryAction: boolean;
  overlays?: readonly AllowedOverlay[];
  /** boxes that may cut text at their edge by design, each with the reason */
  clipped?: readonly AllowedOverlay[];
}

/** The heading and the primary action lie wholly inside the first viewport, the page at its top. */
export async function firstScreenProblems(page: Page, primaryAction: boolean): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, 0));
  return page.evaluate((wantAction) => {
    const problems: string[] = [];
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && el.checkVisibility({ checkVisibilityCSS: true });
    };
    const describe = (el: Element) =>
      `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
    const inFirstScreen = (what: string, el: Element) => {
      const r = el.getBoundingClientRect();
      if (
        r.top < 0 ||
        r.bottom > window.innerHeight + 0.5 ||
        r.left < 0 ||
        r.right > window.innerWidth + 0.5
      ) {
        problems.push(
          `${what} ${describe(el)} is not wholly in the first screen: ` +
            `top ${Math.round(r.top)}, bottom ${Math.round(r.bottom)} of ${window.innerHeight}`,
        );
      }
    };
    const headings = Array.from(document.querySelectorAll('h1')).filter(shown);
    if (headings.length !== 1) problems.push(`expected one visible h1, found ${headings.length}`);
    else inFirstScreen('the heading', headings[0]!);
    if (wantAction) {
      const actions = Array.from(document.querySelectorAll('[data-primary-action]')).filter(shown);
      if (actions.length !== 1) {
        problems.push(`expected one visible [data-primary-action], found ${actions.length}`);
      } else inFirstScreen('the primary action', actions[0]!);
    }
    return problems;
  }, primaryAction);
}

/** Nothing makes the page wider than the viewport. */
export async function sidewaysProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.scrollWidth;
    if (width <= window.innerWidth) return [];
    const wide = Array.from(document.body.querySelectorAll('*'))
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(-3)
      .map((el) => `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">`);
    return [`the page scrolls sideways: ${width} px wide in ${window.innerWidth} (${wide.join(', ')})`];
  });
}

/**
 * Text cut off by an element that hides its overflow (hidden or clip), unless the element ends it
 * with an ellipsis and the full text is its (or an ancestor's) title or accessible name.
 */
export async function clippedTextProblems(
  page: Page,
  allowed: readonly AllowedOverlay[] = [],
): Promise<string[]> {
  return page.evaluate(
    (selectors) => {
      const problems: string[] = [];
      const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
      const visuallyHidden = (el: Element) => {
        const r = el.getBoundingClientRect();
        return r.width <= 1 || r.height <= 1 || !el.checkVisibility({ checkVisibilityCSS: true });
      };
      const named = (el: Element, text: string) => {
        for (let at: Element | null = el, up = 0; at && up < 4; at = at.parentElement, up += 1) {
          const names = [at.getAttribute('title'), at.getAttribute('aria-label')];
          const labelledBy = at.getAttribute('aria-labelledby');
          if (labelledBy) {
            names.push(
              labelledBy
                .split(/\s+/)
                .map((id) => document.getElementById(id)?.textContent ?? '')
                .join(' '),
            );
          }
          if (names.some((name) => squash(name).includes(text))) return true;
        }
        return false;
      };
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        const style = getComputedStyle(el);
        const hides = (value: string) => value === 'hidden' || value === 'clip';
        const wide = hides(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
        const tall = hides(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
        if ((!wide && !tall) || visuallyHidden(el) || el.closest('details:not([open]) > :not(summary)')) {
          continue;
        }
        if (selectors.some((s) => el.matches(s))) continue;
        const box = el.getBoundingClientRect();
        // Only text that actually reaches past the box counts (an image or a scroller may overflow).
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        let cut: Text | null = null;
        let cutBelow = false;
        for (let node = walker.nextNode(); node && !cut; node = walker.nextNode()) {
          if (!squash(node.textContent)) continue;
          const parent = node.parentElement;
          if (!parent || visuallyHidden(parent)) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          // A line pushed below the box is cut; sideways, text wholly outside the box is content
          // moved away (a carousel's next tiles), and only text the edge runs through is cut.
          for (const r of Array.from(range.getClientRects())) {
            const across = r.left < box.right && r.right > box.left;
            const below = across && r.bottom > box.bottom + 1;
            const beside = across && (r.right > box.right + 1 || r.left < box.left - 1);
            if (below || beside) cut = node as Text;
            if (below) cutBelow = true;
          }
        }
        if (!cut) continue;
        const text = squash(el.textContent);
        // An ellipsis marks a line cut at its end; a line cut through its height (a box squeezed
        // below its line) has none, unless lines are clamped.
        const clamped = style.webkitLineClamp !== 'none';
        const ellipsis = cutBelow ? clamped : style.textOverflow === 'ellipsis' || clamped;
        if (ellipsis && named(el, text)) continue;
        // A shortened title ("The Homecoming Leag…") whose whole is read out from hidden text.
        const hidden = Array.from(el.querySelectorAll('*'))
          .filter(visuallyHidden)
          .map((h) => squash(h.textContent));
        const shown = text.replace(hidden.join(''), '').trim().replace(/…$/, '');
        if (ellipsis && shown && hidden.some((h) => h.includes(shown))) continue;
        problems.push(
          `text is clipped in <${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">: ` +
            `"${text.slice(0, 60)}"${ellipsis ? ' (an ellipsis, but the full text is not its name or title)' : ''}`,
        );
      }
      return problems;
    },
    allowed.map((a) => a.selector),
  );
}

/** Two pieces of text drawn over each other (fixed overlays named in `overlays` are left out). */
export async function overlapProblems(
  page: Page,
  overlays: readonly AllowedOverlay[] = [],
): Promise<string[]> {
  return page.evaluate(
    (selectors) => {
      interface Piece {
        el: Element;
        rect: DOMRect;
      }
      const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
      /** What is left of `rect` inside every box around `el` that hides or scrolls its overflow. */
      const visiblePart = (el: Element, rect: DOMRect) => {
        let { left, top, right, bottom } = rect;
        for (let at: Element | null = el; at && at !== document.documentElement; at = at.parentElement) {
          const style = getComputedStyle(at);
          if (style.overflowX !== 'visible') {
            const box = at.getBoundingClientRect();
            left = Math.max(left, box.left);
            right = Math.min(right, box.right);
          }
          if (style.overflowY !== 'visible') {
            const box = at.getBoundingClientRect();
            top = Math.max(top, box.top);
            bottom = Math.min(bottom, box.bottom);
          }
          if (style.position === 'fixed') break;
        }
        return new DOMRect(left, top, Math.max(0, right - left), Math.max(0, bottom - top));
      };
      const pieces: Piece[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement;
        if (!el || !squash(node.textContent) || el.closest('script, style, noscript, template')) continue;
        if (selectors.some((s) => el.closest(s))) continue;
        if (el.closest('details:not([open]) > :not(summary)')) continue;
        const box = el.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) continue;
        if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
        if (el.closest('.visually-hidden')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of Array.from(range.getClientRects())) {
          const seen = visiblePart(el, rect);
          if (seen.width > 1 && seen.height > 1) pieces.push({ el, rect: seen });
        }
      }
      pieces.sort((a, b) => a.rect.top - b.rect.top);
      const problems: string[] = [];
      const seen = new Set<string>();
      const label = (el: Element) =>
        `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> "${squash(el.textContent).slice(0, 40)}"`;
      for (let i = 0; i < pieces.length; i += 1) {
        const a = pieces[i]!;
        for (let j = i + 1; j < pieces.length && pieces[j]!.rect.top < a.rect.bottom; j += 1) {
          const b = pieces[j]!;
          if (a.el === b.el) continue;
          const w = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
          const h = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
          // Lines of one paragraph may touch; text over text covers more than a couple of pixels.
          if (w <= 2 || h <= 4) continue;
          const key = `${label(a.el)} × ${label(b.el)}`;
          if (seen.has(key)) continue;
          seen.add(key);
          problems.push(`text overlaps: ${key}`);
        }
      }
      return problems;
    },
    overlays.map((o) => o.selector),
  );
}

/** Every check, for the page as it is now. */
export async function visualProblems(page: Page, options: VisualCheckOptions): Promise<string[]> {
  return [
    ...(await firstScreenProblems(page, options.primaryAction)),
    ...(await sidewaysProblems(page)),
    ...(await clippedTextProblems(page, options.clipped)),
    ...(await overlapProblems(page, options.overlays)),
  ];
}

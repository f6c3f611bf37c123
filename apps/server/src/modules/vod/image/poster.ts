import { createHash } from 'node:crypto';
import { encode } from 'jpeg-js';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphOf } from './font.ts';

// Poster art drawn from a title's own facts, so every title has art and the same title always
// gets the same picture: a two-colour gradient, a few shapes, the title in block letters and a
// footer line (the network or the genre).

export interface PosterFacts {
  /** what the colours and shapes are derived from: the same seed, the same poster */
  seed: string;
  title: string;
  footer: string;
  /** greys only: the 'No Image Found' picture should not look like a title */
  plain?: boolean;
}

type Rgb = readonly [number, number, number];

/** Pseudo-random bytes of the seed: colours and shapes that differ from title to title. */
function bytesOf(seed: string): Buffer {
  return createHash('sha256').update(seed).digest();
}

function hsl(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

class Canvas {
  readonly data: Buffer;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = Buffer.alloc(width * height * 4, 255);
  }

  set(x: number, y: number, [r, g, b]: Rgb, alpha = 1) {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 4;
    const d = this.data;
    d[i] = Math.round((d[i] ?? 0) * (1 - alpha) + r * alpha);
    d[i + 1] = Math.round((d[i + 1] ?? 0) * (1 - alpha) + g * alpha);
    d[i + 2] = Math.round((d[i + 2] ?? 0) * (1 - alpha) + b * alpha);
    d[i + 3] = 255;
  }

  gradient(top: Rgb, bottom: Rgb) {
    for (let y = 0; y < this.height; y++) {
      const t = y / Math.max(1, this.height - 1);
      const mix = (k: 0 | 1 | 2) => top[k] * (1 - t) + bottom[k] * t;
      const c: Rgb = [mix(0), mix(1), mix(2)];
      for (let x = 0; x < this.width; x++) this.set(x, y, c);
    }
  }

  circle(cx: number, cy: number, r: number, color: Rgb, alpha: number) {
    for (let y = Math.max(0, Math.floor(cy - r)); y <= Math.min(this.height - 1, cy + r); y++) {
      for (let x = Math.max(0, Math.floor(cx - r)); x <= Math.min(this.width - 1, cx + r); x++) {
        if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) this.set(x, y, color, alpha);
      }
    }
  }

  rect(x0: number, y0: number, w: number, h: number, color: Rgb, alpha: number) {
    for (let y = Math.max(0, y0); y < Math.min(this.height, y0 + h); y++) {
      for (let x = Math.max(0, x0); x < Math.min(this.width, x0 + w); x++) this.set(x, y, color, alpha);
    }
  }

  /** One line of block letters from (x, y), `scale` pixels per font pixel. */
  text(line: string, x: number, y: number, scale: number, color: Rgb) {
    let at = x;
    for (const ch of line) {
      const glyph = glyphOf(ch);
      if (glyph) {
        glyph.forEach((row, gy) => {
          for (let gx = 0; gx < GLYPH_WIDTH; gx++) {
            if (row[gx] === '#') this.rect(at + gx * scale, y + gy * scale, scale, scale, color, 1);
          }
        });
      }
      at += (GLYPH_WIDTH + 1) * scale;
    }
  }
}

/** Words into lines of at most `max` characters; a longer word is cut. At most `lines` lines. */
export function wrap(text: string, max: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const w = word.slice(0, max);
    if (!line) line = w;
    else if (line.length + 1 + w.length <= max) line = `${line} ${w}`;
    else {
      out.push(line);
      line = w;
    }
  }
  if (line) out.push(line);
  if (out.length > lines) {
    const kept = out.slice(0, lines);
    kept[lines - 1] = `${(kept[lines - 1] ?? '').slice(0, Math.max(0, max - 2))}..`;
    return kept;
  }
  return out;
}

/** Draws a poster of `width` x `height` and encodes it as a JPEG. */
export function drawPoster(facts: PosterFacts, width: number, height: number): Buffer {
  const b = bytesOf(facts.seed);
  const byte = (i: number) => b[i % b.length] ?? 0;
  const hue = (byte(0) / 255) * 360;
  const canvas = new Canvas(width, height);
  const sat = facts.plain ? 0 : 1;
  canvas.gradient(hsl(hue, 0.55 * sat, 0.32), hsl((hue + 40 + byte(1) / 4) % 360, 0.6 * sat, 0.14));
  for (let i = 0; i < 3; i++) {
    const r = (Math.min(width, height) * (0.2 + byte(2 + i) / 600)) | 0;
    canvas.circle(
      (byte(5 + i) / 255) * width,
      (byte(8 + i) / 255) * height,
      r,
      hsl((hue + 180) % 360, 0.5 * sat, 0.55),
      0.18,
    );
  }
  canvas.rect(0, Math.round(height * 0.82), width, height, [0, 0, 0], 0.35);
  const scale = Math.max(1, Math.floor(width / 60));
  const perLine = Math.max(4, Math.floor((width - 2 * scale * 2) / ((GLYPH_WIDTH + 1) * scale)));
  const lines = wrap(
    facts.title,
    perLine,
    Math.max(1, Math.floor((height * 0.5) / ((GLYPH_HEIGHT + 3) * scale))),
  );
  const lineHeight = (GLYPH_HEIGHT + 3) * scale;
  let y = Math.round(height * 0.12);
  for (const line of lines) {
    const w = line.length * (GLYPH_WIDTH + 1) * scale - scale;
    canvas.text(line, Math.max(scale, Math.round((width - w) / 2)), y, scale, [250, 248, 240]);
    y += lineHeight;
  }
  const small = Math.max(1, scale - 1);
  const footer = wrap(facts.footer, Math.floor(width / ((GLYPH_WIDTH + 1) * small)) - 1, 1)[0] ?? '';
  const fw = footer.length * (GLYPH_WIDTH + 1) * small;
  canvas.text(
    footer,
    Math.max(small, Math.round((width - fw) / 2)),
    Math.round(height * 0.88),
    small,
    [220, 220, 220],
  );
  return encode({ data: canvas.data, width, height }, 80).data;
}

/**
 * Draws a channel logo of `width` x `height`: a band in the channel's own colour with the
 * callsign in large block letters and the channel's name below, as a JPEG.
 */
export function drawLogo(facts: PosterFacts, width: number, height: number): Buffer {
  const b = bytesOf(facts.seed);
  const hue = ((b[0] ?? 0) / 255) * 360;
  const canvas = new Canvas(width, height);
  canvas.gradient(hsl(hue, 0.6, 0.36), hsl((hue + 25) % 360, 0.65, 0.22));
  canvas.rect(0, 0, width, Math.max(1, Math.round(height * 0.08)), hsl((hue + 180) % 360, 0.7, 0.6), 0.9);
  const letters = facts.title.slice(0, 8);
  const scale = Math.max(
    1,
    Math.min(
      Math.floor((width * 0.86) / Math.max(1, letters.length * (GLYPH_WIDTH + 1))),
      Math.floor((height * 0.5) / GLYPH_HEIGHT),
    ),
  );
  const w = letters.length * (GLYPH_WIDTH + 1) * scale - scale;
  canvas.text(letters, Math.round((width - w) / 2), Math.round(height * 0.18), scale, [255, 255, 255]);
  const small = Math.max(1, Math.floor(scale / 3));
  const name = wrap(facts.footer, Math.floor(width / ((GLYPH_WIDTH + 1) * small)) - 1, 1)[0] ?? '';
  const nw = name.length * (GLYPH_WIDTH + 1) * small;
  canvas.text(
    name,
    Math.max(small, Math.round((width - nw) / 2)),
    Math.round(height * 0.18) + (GLYPH_HEIGHT + 2) * scale,
    small,
    [230, 230, 230],
  );
  return encode({ data: canvas.data, width, height }, 80).data;
}

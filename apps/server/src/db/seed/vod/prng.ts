/**
 * A small seeded random source (mulberry32): the same seed gives the same catalogue on every
 * machine, so demo links and test ids never move.
 */
export class Prng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** One element; the list must not be empty. */
  pick<T>(list: readonly T[]): T {
    const v = list[Math.floor(this.next() * list.length)];
    if (v === undefined) throw new Error('pick from an empty list');
    return v;
  }

  /** `n` distinct elements (fewer if the list is shorter), in random order. */
  sample<T>(list: readonly T[], n: number): T[] {
    const want = Math.min(n, list.length);
    const picked: number[] = [];
    const out: T[] = [];
    // Draws are few next to the list (a handful of actors from thousands): retrying a repeat
    // costs less than copying the list.
    while (out.length < want) {
      const i = Math.floor(this.next() * list.length);
      if (picked.includes(i)) continue;
      picked.push(i);
      const v = list[i];
      if (v !== undefined) out.push(v);
    }
    return out;
  }

  /** An element by weight: [[value, weight], ...]. */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T {
    const total = entries.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [v, w] of entries) {
      r -= w;
      if (r < 0) return v;
    }
    const last = entries.at(-1);
    if (!last) throw new Error('weighted pick from an empty list');
    return last[0];
  }
}

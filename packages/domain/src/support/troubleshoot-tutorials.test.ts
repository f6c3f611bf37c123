import { describe, expect, it } from 'vitest';
import type { Bilingual } from './troubleshoot-flows.ts';
import {
  TUTORIALS,
  TUTORIAL_AUDIENCES,
  TUTORIAL_CATEGORIES,
  tutorialSeconds,
  tutorialWebVtt,
  tutorialsIn,
  type Tutorial,
} from './troubleshoot-tutorials.ts';

/** Both languages are written, and the Spanish is a translation rather than the English again. */
function expectTranslated(text: Bilingual, where: string) {
  expect(typeof text.en, `${where} en`).toBe('string');
  expect(typeof text.es, `${where} es`).toBe('string');
  expect(text.en.trim(), `${where} en`).not.toBe('');
  expect(text.es.trim(), `${where} es`).not.toBe('');
  expect(text.es, `${where} es`).not.toBe(text.en);
}

const ids = (list: readonly Tutorial[]) => list.map((t) => t.id);

const tutorial = (cues: Tutorial['cues']): Tutorial => ({
  id: 999,
  category: 'tv',
  audience: 'all',
  featured: false,
  title: { en: 'Title', es: 'Título' },
  summary: { en: 'Summary', es: 'Resumen' },
  cues,
});

describe('the tutorial catalogue', () => {
  it('numbers each tutorial once', () => {
    const all = ids(TUTORIALS);
    expect(new Set(all).size).toBe(all.length);
    for (const id of all) expect(Number.isInteger(id) && id > 0, String(id)).toBe(true);
  });

  it('files each tutorial under a known category and box audience', () => {
    for (const t of TUTORIALS) {
      expect(TUTORIAL_CATEGORIES, String(t.id)).toContain(t.category);
      expect(TUTORIAL_AUDIENCES, String(t.id)).toContain(t.audience);
    }
  });

  it('writes every title, summary and caption in English and Spanish', () => {
    for (const t of TUTORIALS) {
      expectTranslated(t.title, `${t.id} title`);
      expectTranslated(t.summary, `${t.id} summary`);
      t.cues.forEach((c, i) => expectTranslated(c.text, `${t.id} cue ${i + 1}`));
    }
  });

  it('captions every tutorial back to back from its first second, each cue lasting', () => {
    for (const t of TUTORIALS) {
      expect(t.cues.length, String(t.id)).toBeGreaterThan(0);
      let at = 0;
      for (const c of t.cues) {
        expect(c.start, String(t.id)).toBe(at);
        expect(c.end, String(t.id)).toBeGreaterThan(c.start);
        at = c.end;
      }
      expect(tutorialSeconds(t), String(t.id)).toBe(at);
    }
  });
});

describe('tutorials by category and box', () => {
  it.each([
    ['internet', true, [101, 102]],
    ['internet', false, [101, 102]],
    ['tv', true, [201, 203]],
    ['tv', false, [202, 203]],
    ['phone', true, [301]],
    ['phone', false, [301]],
  ] as const)('%s with the special box %s: %j', (category, labox, list) => {
    expect(ids(tutorialsIn(category, labox))).toEqual(list);
  });

  it.each([
    ['internet', true, [101]],
    ['internet', false, [101]],
    ['tv', true, [201]],
    ['tv', false, [202]],
    ['phone', true, [301]],
    ['phone', false, [301]],
  ] as const)('%s featured, with the special box %s: %j', (category, labox, list) => {
    expect(ids(tutorialsIn(category, labox, true))).toEqual(list);
  });
});

describe('captions and running time', () => {
  it('writes a WebVTT file: header, then numbered cues apart by a blank line', () => {
    const t = tutorial([
      { start: 0, end: 6, text: { en: 'First', es: 'Primero' } },
      { start: 6, end: 14, text: { en: 'Second', es: 'Segundo' } },
    ]);
    expect(tutorialWebVtt(t, 'en')).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:06.000\nFirst\n\n2\n00:00:06.000 --> 00:00:14.000\nSecond\n',
    );
    expect(tutorialWebVtt(t, 'es')).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:06.000\nPrimero\n\n2\n00:00:06.000 --> 00:00:14.000\nSegundo\n',
    );
  });

  it('writes times past a minute and past an hour as hours, minutes and seconds', () => {
    const t = tutorial([{ start: 59, end: 3725, text: { en: 'Long', es: 'Largo' } }]);
    expect(tutorialWebVtt(t, 'en')).toBe('WEBVTT\n\n1\n00:00:59.000 --> 01:02:05.000\nLong\n');
  });

  it('runs until the end of its last cue, or no time without cues', () => {
    expect(
      tutorialSeconds(
        tutorial([
          { start: 0, end: 5, text: { en: 'a', es: 'b' } },
          { start: 5, end: 9, text: { en: 'a', es: 'b' } },
          { start: 9, end: 12, text: { en: 'a', es: 'b' } },
        ]),
      ),
    ).toBe(12);
    expect(tutorialSeconds(tutorial([]))).toBe(0);
  });
});

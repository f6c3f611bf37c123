import { describe, expect, it } from 'vitest';
import {
  SearchWeight,
  compareScores,
  containsPhrase,
  foldText,
  indexTerms,
  queryWords,
  scoreTerms,
  splitLinks,
  stripLinks,
  summarize,
} from './search-text.ts';

describe('foldText', () => {
  it.each([
    ['Facturación', 'facturacion'],
    ['AÑO', 'ano'],
    ['WiFi', 'wifi'],
  ])('%s -> %s', (input, out) => expect(foldText(input)).toBe(out));
});

describe('queryWords', () => {
  it.each<[string, string[]]>([
    ['How do I pay my bill?', ['pay', 'bill']],
    ['¿Cómo pago mi factura?', ['pago', 'factura']],
    ['payments payments', ['payment']],
    ['Wi-Fi password', ['wi', 'fi', 'password']],
    ['TV', ['tv']],
    ['the a of', []],
    [
      'one two three four five six seven eight nine ten',
      ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'],
    ],
  ])('%s -> %j', (query, words) => expect(queryWords(query)).toEqual(words));
});

describe('indexTerms', () => {
  it('stores every prefix with the best weight of the fields it appears in', () => {
    const terms = indexTerms([
      { text: 'Pay your bill', weight: SearchWeight.title },
      { text: 'billing', weight: SearchWeight.body },
    ]);
    expect(terms.get('bill')).toBe(SearchWeight.title);
    expect(terms.get('billi')).toBe(SearchWeight.body);
    expect(terms.get('pa')).toBe(SearchWeight.title);
    expect(terms.has('p')).toBe(false);
    expect(terms.has('your')).toBe(false);
  });
});

describe('scoreTerms and compareScores', () => {
  const doc = indexTerms([
    { text: 'Set up automatic payments', weight: SearchWeight.title },
    { text: 'autopay card', weight: SearchWeight.keywords },
    { text: 'Your bill is paid each month.', weight: SearchWeight.body },
  ]);

  it.each<[string, ReturnType<typeof scoreTerms>]>([
    ['automatic payments', { titleHits: 2, score: 6 }],
    ['autopay bill', { titleHits: 0, score: 3 }],
    ['payments bill', { titleHits: 1, score: 4 }],
    ['payments router', null],
    ['', null],
  ])('%s -> %j (every word must match)', (query, score) => {
    expect(scoreTerms(doc, queryWords(query))).toEqual(score);
  });

  it('ranks title hits before a higher score elsewhere', () => {
    const list = [
      { titleHits: 0, score: 9 },
      { titleHits: 1, score: 3 },
      { titleHits: 1, score: 5 },
    ].sort(compareScores);
    expect(list).toEqual([
      { titleHits: 1, score: 5 },
      { titleHits: 1, score: 3 },
      { titleHits: 0, score: 9 },
    ]);
  });
});

describe('containsPhrase', () => {
  it.each([
    ['Restart your router and modem.', 'router and modem', true],
    ['Restart your router and modem.', 'modem and router', false],
    ['La contraseña del WiFi', 'contrasena del wifi', true],
    ['routers', 'router', true],
    ['anything', '  ', false],
  ])('%s contains %s: %s', (text, phrase, expected) => {
    expect(containsPhrase(text, phrase)).toBe(expected);
  });
});

describe('summarize', () => {
  it('keeps a long enough first paragraph alone', () => {
    const first = 'A first paragraph that is long enough to say what the answer is about on its own.';
    expect(summarize(`${first}\n\nSecond paragraph.`)).toBe(first);
  });

  it('takes in what follows a short introduction', () => {
    expect(summarize('The most common reasons are:\n\n- A promotion ended.\n- You rented a movie.')).toBe(
      'The most common reasons are: A promotion ended. You rented a movie.',
    );
  });

  it('cuts a long paragraph at a word with an ellipsis', () => {
    const s = summarize('word '.repeat(100), 30);
    expect(s.length).toBeLessThanOrEqual(30);
    expect(s.endsWith('word…')).toBe(true);
  });

  it('drops list markers', () => {
    expect(summarize('- one\n- two')).toBe('one two');
  });
});

describe('in-app links in FAQ bodies', () => {
  it('keeps only the label in plain text and summaries', () => {
    expect(stripLinks('Go to [Pay bill](/pay-bill/) now.')).toBe('Go to Pay bill now.');
    expect(summarize('See [DVR](/tv/dvr/#/scheduled).')).toBe('See DVR.');
  });

  it('splits a line into text and links, and never treats an outside address as a link', () => {
    expect(splitLinks('Go to [Pay bill](/pay-bill/) or [x](https://evil.test).')).toEqual([
      { text: 'Go to ' },
      { text: 'Pay bill', path: '/pay-bill/' },
      { text: ' or [x](https://evil.test).' },
    ]);
  });
});

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
  const doc = () =>
    indexTerms([
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
    expect(scoreTerms(doc(), queryWords(query))).toEqual(score);
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

  it('drops an empty list item and still the marker of an indented item after it', () => {
    expect(summarize('Reasons:\n-\n  - A promotion ended.')).toBe('Reasons: A promotion ended.');
    expect(summarize('Reasons:\n* A promotion ended.\n*')).toBe('Reasons: A promotion ended.');
    expect(summarize('It is -5 degrees.')).toBe('It is -5 degrees.');
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

describe('search words', () => {
  it('drops the Spanish stop words as well as the English ones', () => {
    expect(queryWords('pagos por tarjeta sin recargo')).toEqual(['pago', 'tarjeta', 'recargo']);
    expect(queryWords('que se si su sus un una uno unos unas yo')).toEqual([]);
  });

  it('cuts a long word to 24 characters, in queries and in the index alike', () => {
    const word = 'supercalifragilisticexpialidocious';
    expect(queryWords(word)).toEqual(['supercalifragilisticexpi']);
    const terms = indexTerms([{ text: word, weight: SearchWeight.body }]);
    expect(terms.get('supercalifragilisticexpi')).toBe(SearchWeight.body);
    expect(terms.has('supercalifragilisticexpia')).toBe(false);
    expect(terms.size).toBe(23);
  });

  it('keeps the final "s" of a word of 3 letters and drops it from a word of 4', () => {
    expect(queryWords('gas bills')).toEqual(['gas', 'bill']);
    expect(queryWords('bus fees')).toEqual(['bus', 'fee']);
  });
});

describe('in-app links at the edges of a line', () => {
  it('adds no empty text before a link that opens the line or between two links', () => {
    expect(splitLinks('[Pay bill](/pay-bill/)[Autopay](/autopay/) today')).toEqual([
      { text: 'Pay bill', path: '/pay-bill/' },
      { text: 'Autopay', path: '/autopay/' },
      { text: ' today' },
    ]);
  });

  it('adds no empty text after a link that ends the line', () => {
    expect(splitLinks('See [DVR](/tv/dvr/)')).toEqual([{ text: 'See ' }, { text: 'DVR', path: '/tv/dvr/' }]);
    expect(splitLinks('')).toEqual([]);
  });
});

describe('summarize: paragraphs and spacing', () => {
  const eighty = 'Your bill shows a late fee when the payment reaches us after the due date on it.';

  it('stops at a first paragraph of exactly 80 characters', () => {
    expect(eighty).toHaveLength(80);
    expect(summarize(`${eighty}\n\nSecond paragraph.`)).toBe(eighty);
  });

  it('takes in the next paragraph after one of 79 characters', () => {
    const seventyNine = eighty.slice(0, -1);
    expect(summarize(`${seventyNine}\n\nSecond paragraph.`)).toBe(`${seventyNine} Second paragraph.`);
  });

  it('counts a line of only spaces as a paragraph break', () => {
    expect(summarize(`${eighty}\n   \nSecond paragraph.`)).toBe(eighty);
  });

  it('skips a paragraph left empty once its list marker is gone', () => {
    expect(summarize('The most common reasons are:\n\n- \n\nA promotion ended.')).toBe(
      'The most common reasons are: A promotion ended.',
    );
    expect(summarize('Check these:\n\n- ')).toBe('Check these:');
  });

  it('trims a paragraph and folds runs of spaces into one', () => {
    expect(summarize('   Pay   your\t\tbill  online.   ')).toBe('Pay your bill online.');
  });

  it('drops indented list markers and the spaces after them', () => {
    expect(summarize('Reasons:\n  - A promotion ended.\n  *   You rented a movie.')).toBe(
      'Reasons: A promotion ended. You rented a movie.',
    );
  });
});

describe('summarize: cutting to the maximum length', () => {
  it('keeps a text of exactly the maximum length whole', () => {
    expect(summarize('Pay your bill online today', 26)).toBe('Pay your bill online today');
  });

  it('cuts at the last space that leaves room for the ellipsis', () => {
    // the space at index 20 would give 21 characters with the ellipsis
    expect(summarize('alpha beta gamma del epsilon', 20)).toBe('alpha beta gamma…');
  });

  it('cuts inside a word when the last space is not past half the maximum', () => {
    expect(summarize('ab abcdefghijklmnopqrstuvwxyz', 20)).toBe('ab abcdefghijklmnop…');
    // a space exactly at half the maximum is not past it
    expect(summarize('alpha beta gammadeltaepsilon', 20)).toBe('alpha beta gammadel…');
  });

  it('cuts a single long word to one character short of the maximum, then the ellipsis', () => {
    expect(summarize('a'.repeat(50), 20)).toBe(`${'a'.repeat(19)}…`);
  });

  it('drops the punctuation the cut leaves at the end', () => {
    expect(summarize('Pay the bill.., then more', 20)).toBe('Pay the bill…');
    expect(summarize('Reasons: a; b; c; d; e; f; g; h', 12)).toBe('Reasons…');
  });
});

import { describe, expect, it } from 'vitest';
import { onDemandSearchPath, personSearchPath, summaryPagePath } from '@coax/domain';
import { parseOnDemandHash } from './on-demand-hash.ts';

const hashOf = (path: string) => path.slice(path.indexOf('#'));

describe('parseOnDemandHash', () => {
  it.each(['', '#', '#/', '#/unknown', '#/unknown/thing', '#summary/200001'])(
    'shows the landing for %j',
    (hash) => {
      expect(parseOnDemandHash(hash)).toEqual({ view: 'landing' });
    },
  );

  it('reads a category from #/summary/{menuId}', () => {
    expect(parseOnDemandHash('#/summary/200001')).toEqual({ view: 'summary', menuId: '200001' });
  });

  it('reads the caption appended after the id for Movies A-Z', () => {
    expect(parseOnDemandHash('#/summary/200161/ABCDE')).toEqual({
      view: 'summary',
      menuId: '200161',
      caption: 'ABCDE',
    });
  });

  it('reads back what summaryPagePath writes, encoded characters included', () => {
    expect(parseOnDemandHash(hashOf(summaryPagePath('M 1/2', 'Kids & Family')))).toEqual({
      view: 'summary',
      menuId: 'M 1/2',
      caption: 'Kids & Family',
    });
  });

  it('shows the landing for a summary without a menu id or with extra parts', () => {
    expect(parseOnDemandHash('#/summary/')).toEqual({ view: 'landing' });
    expect(parseOnDemandHash('#/summary')).toEqual({ view: 'landing' });
    expect(parseOnDemandHash('#/summary/1/2/3')).toEqual({ view: 'landing' });
  });

  it('reads a search term, and the search written by the header', () => {
    expect(parseOnDemandHash('#/search/harbor')).toEqual({ view: 'search', term: 'harbor' });
    expect(parseOnDemandHash(hashOf(onDemandSearchPath('return creek')))).toEqual({
      view: 'search',
      term: 'return creek',
    });
  });

  it('takes a trailing /true or /false off the term', () => {
    expect(parseOnDemandHash('#/search/harbor/true')).toEqual({ view: 'search', term: 'harbor', flag: true });
    const person = personSearchPath('Ines Calloway').replace('/search/#/tvOnDemand/', '#/search/');
    expect(parseOnDemandHash(person)).toEqual({ view: 'search', term: '"Ines Calloway"', flag: false });
  });

  it('keeps a raw slash in a typed term, and a lone true as the term', () => {
    expect(parseOnDemandHash('#/search/AC/DC')).toEqual({ view: 'search', term: 'AC/DC' });
    expect(parseOnDemandHash('#/search/true')).toEqual({ view: 'search', term: 'true' });
  });

  it('shows the landing for a blank or malformed term', () => {
    expect(parseOnDemandHash('#/search/')).toEqual({ view: 'landing' });
    expect(parseOnDemandHash('#/search/%20%20')).toEqual({ view: 'landing' });
    expect(parseOnDemandHash('#/search/%E0%A4%A')).toEqual({ view: 'landing' });
    expect(parseOnDemandHash('#/summary/%E0%A4%A')).toEqual({ view: 'landing' });
  });
});

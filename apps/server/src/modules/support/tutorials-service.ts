import type { TutorialDetail, TutorialLang, TutorialList, TutorialSummary } from '@coax/contract';
import {
  TUTORIALS,
  tutorialSeconds,
  tutorialWebVtt,
  tutorialsIn,
  type Tutorial,
  type TutorialCategory,
} from '@coax/domain';
import { errors } from '../../platform/errors.ts';
import type { Caller } from '../../platform/http/caller.ts';

// Tutorials (tutorialvideos/categories/{c}?labox=, tutorialvideo/{id}, categories/Featured/{id}):
// the catalogue is the domain's; the box type is the one asked for, else the caller's account's.

export interface TutorialReader {
  caller: Caller | null;
  labox?: 'true' | 'false' | undefined;
  lang?: TutorialLang | undefined;
  langCookie: string | undefined;
}

const langOf = (r: Pick<TutorialReader, 'lang' | 'langCookie'>): TutorialLang =>
  r.lang ?? (r.langCookie === 'es' ? 'es' : 'en');

const laboxOf = (r: TutorialReader): boolean =>
  r.labox === undefined ? r.caller?.subject?.account?.labox === 1 : r.labox === 'true';

function summaryOf(t: Tutorial, lang: TutorialLang): TutorialSummary {
  return {
    id: t.id,
    category: t.category,
    audience: t.audience,
    featured: t.featured,
    title: t.title[lang],
    summary: t.summary[lang],
    seconds: tutorialSeconds(t),
  };
}

function find(id: number): Tutorial {
  const t = TUTORIALS.find((x) => x.id === id);
  if (!t) throw errors.notFound('support.tutorial.not-found', 'That tutorial is not available.');
  return t;
}

export const tutorialsService = {
  list(reader: TutorialReader, category: TutorialCategory, featuredOnly: boolean): TutorialList {
    const lang = langOf(reader);
    const labox = laboxOf(reader);
    return {
      lang,
      labox,
      tutorials: tutorialsIn(category, labox, featuredOnly).map((t) => summaryOf(t, lang)),
    };
  },

  video(reader: Pick<TutorialReader, 'lang' | 'langCookie'>, id: number): TutorialDetail {
    const t = find(id);
    const lang = langOf(reader);
    return {
      ...summaryOf(t, lang),
      lang,
      cues: t.cues.map((c) => ({ start: c.start, end: c.end, text: c.text[lang] })),
      captionsHref: `/api/support/tutorialvideos/tutorialvideo/${t.id}/captions?lang=${lang}`,
    };
  },

  captions(reader: Pick<TutorialReader, 'lang' | 'langCookie'>, id: number): Uint8Array {
    return new TextEncoder().encode(tutorialWebVtt(find(id), langOf(reader)));
  },
};

import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { allowConsoleError } from '../test/console-guard.ts';
import { GALLERY_BREAK, GalleryFrame, type GalleryStory } from './gallery-frame.tsx';

// Every story of the component gallery (npm run gallery) drawn as Ladle draws it, so a story that
// breaks fails here without building the gallery.
const storyFiles = import.meta.glob<Record<string, unknown>>('./*.stories.tsx', { eager: true });
const uiFiles = Object.keys(import.meta.glob('./*.tsx'));

/** ui files that draw nothing of their own on the page, or are the gallery's or the tests' help. */
const NO_STORY = new Set([
  './page-title.tsx', // only the document's <title>
  './layout-hold.tsx', // only hides what follows a loading part
  './gallery-frame.tsx',
  './primitives-test-utils.tsx',
]);

const stories = Object.entries(storyFiles).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([name, value]) => name !== 'default' && typeof value === 'function')
    .map(([name, value]) => ({ file, name, story: value as GalleryStory })),
);

describe('the component gallery', () => {
  it('has stories for every ui component that draws something, each with a title', () => {
    const components = uiFiles.filter(
      (f) => !f.endsWith('.test.tsx') && !f.endsWith('.stories.tsx') && !NO_STORY.has(f),
    );
    const missing = components.filter((f) => !(f.replace(/\.tsx$/, '.stories.tsx') in storyFiles));
    expect(missing).toEqual([]);
    for (const [file, exports] of Object.entries(storyFiles)) {
      expect((exports.default as { title?: string } | undefined)?.title, file).toMatch(/^ui\//);
    }
    expect(stories.length).toBeGreaterThan(40);
  });

  it.each(stories.map((s) => [`${s.file} ${s.name}`, s] as const))('draws %s', (_, { story, name }) => {
    // The error boundary's stories break a part on purpose; React reports the caught error.
    allowConsoleError(new RegExp(`${GALLERY_BREAK}|The above error occurred`));
    const lang = story.meta?.lang ?? 'en';
    const Story = story;
    const { container } = render(
      <GalleryFrame lang={lang}>
        <Story />
      </GalleryFrame>,
    );
    expect(document.documentElement.lang).toBe(lang);
    if (name === 'Spanish') expect(lang).toBe('es');
    // Only an Empty story may draw nothing (an error summary with no problems); a dialog draws
    // into a layer of its own at the end of the page.
    const drawn = container.innerHTML !== '' || document.querySelector('[role="dialog"]') !== null;
    if (name !== 'Empty') expect(drawn).toBe(true);
  });
});

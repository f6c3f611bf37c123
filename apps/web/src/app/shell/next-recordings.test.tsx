import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { LanguageProvider } from '../../i18n/language-provider.tsx';
import { NextRecordings } from './next-recordings.tsx';

const START = Date.UTC(2026, 10, 24, 20, 0);
const recording = (title: string) => ({
  title,
  start: START,
  end: START + 3_600_000,
  callsign: 'WXYZ',
  isHD: true,
});

function renderList(title: string) {
  return render(
    <MemoryRouter>
      <LanguageProvider>
        <NextRecordings recordings={[recording(title)]} />
      </LanguageProvider>
    </MemoryRouter>,
  );
}

describe("the tv menu's next recordings", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('cuts a long title between words on a phone and keeps the whole title as the link name', () => {
    vi.stubGlobal('innerWidth', 375);
    renderList('Law & Order: Special Victims Unit');
    const link = screen.getByRole('link', { name: 'Law & Order: Special Victims Unit' });
    expect(link.querySelector('[aria-hidden="true"]')).toHaveTextContent('Law & Order…');
    expect(link.querySelector('[title]')).toHaveAttribute('title', 'Law & Order: Special Victims Unit');
  });

  it('writes when it starts as a short day and time', () => {
    vi.stubGlobal('innerWidth', 1280);
    renderList('News');
    expect(screen.getByRole('link', { name: 'News' }).nextElementSibling?.textContent).toMatch(
      /^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2}\s[AP]M$/,
    );
  });
});

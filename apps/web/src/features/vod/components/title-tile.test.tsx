import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../../../lib/providers.tsx';
import { createVodTitleCard } from '../../../test/vod-factories.ts';
import { TitleTile } from './title-tile.tsx';

const LONG = 'Law & Order: Special Victims Unit';

function renderTile(title: string) {
  render(
    <MemoryRouter initialEntries={['/tv/on-demand/']}>
      <AppProviders queryClient={new QueryClient()}>
        <TitleTile title={createVodTitleCard({ titleId: 'T1', title, isEpisode: false })} />
      </AppProviders>
    </MemoryRouter>,
  );
}

const shownName = () => document.querySelector('.vod-tile__name [aria-hidden="true"]')?.textContent;

describe('TitleTile title truncation (seed 001 §9: 23, 20 on phones)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a long name cut between words within 23 characters on a desktop, and the link still reads it whole', () => {
    vi.stubGlobal('innerWidth', 1280);
    renderTile(LONG);
    expect(shownName()).toBe('Law & Order: Special…');
    expect(screen.getByRole('link', { name: LONG })).toBeInTheDocument();
    expect(screen.getByTitle(LONG)).toBeInTheDocument();
  });

  it('cuts within 20 characters on a phone, never inside a word', () => {
    vi.stubGlobal('innerWidth', 375);
    renderTile(LONG);
    expect(shownName()).toBe('Law & Order…');
  });

  it('shows a name that fits as it is, once', () => {
    vi.stubGlobal('innerWidth', 375);
    renderTile('Short Name');
    expect(screen.getByRole('link', { name: 'Short Name' })).toBeInTheDocument();
    expect(shownName()).toBeUndefined();
  });
});

import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { CAROUSEL_TAP_DELAY_MS } from '@coax/domain';
import { AppProviders } from '../../../../lib/providers.tsx';
import { createVodTitleCards } from '../../../../test/vod-landing-factories.ts';
import { TitleTile } from '../title-tile.tsx';
import { Carousel } from './carousel.tsx';

/** The width jsdom reports for the carousel's visible box: a phone's, where two 140 px tiles fit. */
const VIEWPORT_PX = 343;

function Where() {
  const { pathname, hash } = useLocation();
  return <p data-testid="where">{pathname + hash}</p>;
}

function renderCarousel(ui: ReactNode) {
  const user = userEvent.setup();
  const utils = render(
    <MemoryRouter initialEntries={['/tv/on-demand/']}>
      <AppProviders queryClient={new QueryClient()}>
        <button type="button">before</button>
        {ui}
        <Where />
      </AppProviders>
    </MemoryRouter>,
  );
  return { ...utils, user, where: () => screen.getByTestId('where').textContent };
}

const titles = createVodTitleCards(5, 'T');

function Row({ threshold }: { threshold?: number }) {
  return (
    <Carousel
      label="New releases"
      items={titles}
      itemKey={(t) => t.titleId}
      swipeThreshold={threshold}
      renderItem={(t) => <TitleTile title={t} />}
    />
  );
}

const region = () => screen.getByRole('region', { name: 'New releases' });
const previous = () => within(region()).queryByRole('button', { name: 'Previous' });
const next = () => within(region()).queryByRole('button', { name: 'Next' });
const viewport = () => region().querySelector<HTMLElement>('.vod-carousel__viewport')!;

describe('Carousel', () => {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('vod-carousel__viewport') ? VIEWPORT_PX : 0;
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a named carousel region listing every title as a link', () => {
    renderCarousel(<Row />);
    expect(region()).toHaveAttribute('aria-roledescription', 'carousel');
    const links = within(region()).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(titles.map((t) => t.title));
    expect(links[0]).toHaveAttribute('href', '/tv/asset/#/movie/T1');
  });

  it('starts at the first set with the previous arrow hidden, and hides the next arrow at the end', async () => {
    const { user } = renderCarousel(<Row />);
    expect(screen.getByText('Titles 1 to 2 of 5')).toBeInTheDocument();
    expect(previous()).not.toBeInTheDocument();

    await user.click(next()!);
    expect(screen.getByText('Titles 3 to 4 of 5')).toBeInTheDocument();
    expect(previous()).toBeInTheDocument();
    expect(next()).toBeInTheDocument();

    await user.click(next()!);
    expect(screen.getByText('Title 5 of 5')).toBeInTheDocument();
    expect(next()).not.toBeInTheDocument();
    // the arrow that went away hands focus to the other one
    expect(previous()).toHaveFocus();
  });

  it('goes back a set at a time, and the next arrow takes focus at the start', async () => {
    const { user } = renderCarousel(<Row />);
    await user.click(next()!);
    await user.click(next()!);
    await user.click(previous()!);
    expect(screen.getByText('Titles 3 to 4 of 5')).toBeInTheDocument();
    await user.click(previous()!);
    expect(screen.getByText('Titles 1 to 2 of 5')).toBeInTheDocument();
    expect(previous()).not.toBeInTheDocument();
    expect(next()).toHaveFocus();
  });

  it('works from the keyboard: the arrows are buttons and focus on a hidden title brings its set into view', async () => {
    const { user } = renderCarousel(<Row />);
    screen.getByRole('button', { name: 'before' }).focus();
    await user.tab();
    expect(next()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Titles 3 to 4 of 5')).toBeInTheDocument();

    // Tab goes on through the titles; reaching the first one shows its set again
    await user.tab();
    const links = within(region()).getAllByRole('link');
    expect(links[0]).toHaveFocus();
    expect(screen.getByText('Titles 1 to 2 of 5')).toBeInTheDocument();

    await user.tab();
    await user.tab();
    expect(links[2]).toHaveFocus();
    expect(screen.getByText('Titles 3 to 4 of 5')).toBeInTheDocument();
  });

  it('moves between titles with the left and right arrow keys', async () => {
    const { user } = renderCarousel(<Row />);
    const links = within(region()).getAllByRole('link');
    links[1]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(links[2]).toHaveFocus();
    expect(screen.getByText('Titles 3 to 4 of 5')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(links[0]).toHaveFocus();
    expect(screen.getByText('Titles 1 to 2 of 5')).toBeInTheDocument();
  });

  it('opens a partly shown title on a click without moving the row under the pointer', async () => {
    const { user, where } = renderCarousel(<Row />);
    await user.click(within(region()).getAllByRole('link')[2]!);
    expect(where()).toBe('/tv/asset/#/movie/T3');
    expect(screen.getByText('Titles 1 to 2 of 5')).toBeInTheDocument();
  });

  it('moves a set on a touch swipe of at least 75 px, and not on a shorter one', () => {
    renderCarousel(<Row />);
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(viewport(), {
        pointerType: 'touch',
        isPrimary: true,
        clientX: from,
        clientY: 100,
      });
      fireEvent.pointerMove(viewport(), { pointerType: 'touch', isPrimary: true, clientX: to, clientY: 100 });
      fireEvent.pointerUp(viewport(), { pointerType: 'touch', isPrimary: true, clientX: to, clientY: 100 });
    };
    swipe(300, 230);
    expect(screen.getByText('Titles 1 to 2 of 5')).toBeInTheDocument();
    swipe(300, 225);
    expect(screen.getByText('Titles 3 to 4 of 5')).toBeInTheDocument();
    swipe(100, 180);
    expect(screen.getByText('Titles 1 to 2 of 5')).toBeInTheDocument();
  });

  it('takes a shorter swipe when given a lower threshold', () => {
    renderCarousel(<Row threshold={50} />);
    fireEvent.pointerDown(viewport(), { pointerType: 'touch', isPrimary: true, clientX: 300, clientY: 100 });
    fireEvent.pointerUp(viewport(), { pointerType: 'touch', isPrimary: true, clientX: 245, clientY: 100 });
    expect(screen.getByText('Titles 3 to 4 of 5')).toBeInTheDocument();
  });

  it('ignores a tap right after a swipe, and opens the title on a later tap', () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const { where } = renderCarousel(<Row />);
    fireEvent.pointerDown(viewport(), { pointerType: 'touch', isPrimary: true, clientX: 300, clientY: 100 });
    fireEvent.pointerMove(viewport(), { pointerType: 'touch', isPrimary: true, clientX: 150, clientY: 100 });
    fireEvent.pointerUp(viewport(), { pointerType: 'touch', isPrimary: true, clientX: 150, clientY: 100 });
    const link = within(region()).getAllByRole('link')[2]!;

    now.mockReturnValue(1_000_000 + CAROUSEL_TAP_DELAY_MS - 1);
    fireEvent.click(link);
    expect(where()).toBe('/tv/on-demand/');

    now.mockReturnValue(1_000_000 + CAROUSEL_TAP_DELAY_MS);
    act(() => {
      fireEvent.click(link);
    });
    expect(where()).toBe('/tv/asset/#/movie/T3');
  });

  it('shows no arrows when every item fits', () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
    renderCarousel(<Row />);
    expect(screen.getByText('Titles 1 to 5 of 5')).toBeInTheDocument();
    expect(previous()).not.toBeInTheDocument();
    expect(next()).not.toBeInTheDocument();
  });
});

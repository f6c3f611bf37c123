import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingCard } from './loading-card.tsx';
import type { SkeletonShape } from './skeleton.tsx';

const shapeOf = (container: HTMLElement) => container.querySelector('.skeleton');
const bars = (container: HTMLElement, modifier: string) =>
  container.querySelectorAll(`.skeleton__line--${modifier}`).length;

describe('LoadingCard: a skeleton shaped like what is coming, with a busy label', () => {
  it.each<SkeletonShape>(['lines', 'summary', 'table', 'list', 'poster', 'card'])(
    'the %s shape is busy, says what is loading, and hides its drawing',
    (shape) => {
      const { container } = render(<LoadingCard label="Loading your bill…" shape={shape} />);
      expect(screen.getByRole('status')).toHaveTextContent('Loading your bill…');
      expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
      expect(shapeOf(container)).toHaveAttribute('aria-hidden', 'true');
      expect(shapeOf(container)).toHaveAttribute('data-shape', shape);
    },
  );

  it('draws a bill summary as an amount, label and value rows, and a button', () => {
    const { container } = render(<LoadingCard label="Loading" shape="summary" lines={3} />);
    expect(bars(container, 'amount')).toBe(1);
    expect(container.querySelectorAll('.skeleton__pair')).toHaveLength(3);
    expect(bars(container, 'button')).toBe(1);
  });

  it('draws a table as a header row and rows of cells', () => {
    const { container } = render(<LoadingCard label="Loading" shape="table" lines={4} columns={3} />);
    expect(bars(container, 'head')).toBe(3);
    expect(bars(container, 'cell')).toBe(12);
  });

  it('draws a list as items of a title over a detail', () => {
    const { container } = render(<LoadingCard label="Loading" shape="list" lines={2} />);
    expect(container.querySelectorAll('.skeleton__item')).toHaveLength(2);
    expect(bars(container, 'title')).toBe(2);
  });

  it('draws a poster box beside lines of text', () => {
    const { container } = render(<LoadingCard label="Loading" shape="poster" lines={2} />);
    expect(container.querySelectorAll('.skeleton__poster')).toHaveLength(1);
    expect(bars(container, 'title')).toBe(1);
  });

  it('draws a dashboard card as a figure, its lines and a link', () => {
    const { container } = render(<LoadingCard label="Loading" shape="card" lines={1} className="" />);
    expect(bars(container, 'amount')).toBe(1);
    expect(bars(container, 'link')).toBe(1);
    expect(container.firstElementChild).not.toHaveClass('card');
  });

  it('keeps plain lines by default', () => {
    const { container } = render(<LoadingCard label="Loading" lines={4} />);
    expect(shapeOf(container)).toHaveAttribute('data-shape', 'lines');
    expect(container.querySelectorAll('.skeleton__line')).toHaveLength(4);
  });
});

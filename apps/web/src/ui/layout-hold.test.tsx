import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AfterHolds, LayoutHold, LayoutHoldProvider } from './layout-hold.tsx';

function Page({ a, b, showA = true }: { a: boolean; b: boolean; showA?: boolean }) {
  return (
    <LayoutHoldProvider>
      {showA ? <LayoutHold loading={a} /> : null}
      <LayoutHold loading={b} />
      <p>The bill</p>
      <AfterHolds>
        <p>Credits on your next bill</p>
      </AfterHolds>
    </LayoutHoldProvider>
  );
}

const after = () => screen.getByText('Credits on your next bill');

describe('layout holds', () => {
  it('shows what follows at once outside a provider', () => {
    render(
      <AfterHolds>
        <p>Credits on your next bill</p>
      </AfterHolds>,
    );
    expect(after()).toBeVisible();
  });

  it('hides what follows until every part has loaded, keeping it mounted meanwhile', () => {
    const { rerender } = render(<Page a b />);
    expect(after()).not.toBeVisible();
    rerender(<Page a={false} b />);
    expect(after()).not.toBeVisible();
    rerender(<Page a={false} b={false} />);
    expect(after()).toBeVisible();
  });

  it('holds only the first load: a later load never hides what is already shown', () => {
    const { rerender } = render(<Page a b={false} />);
    rerender(<Page a={false} b={false} />);
    expect(after()).toBeVisible();
    rerender(<Page a b />);
    expect(after()).toBeVisible();
  });

  it('shows what follows at once when nothing was loading, and keeps it shown after', () => {
    const { rerender } = render(<Page a={false} b={false} />);
    expect(after()).toBeVisible();
    rerender(<Page a b={false} />);
    expect(after()).toBeVisible();
  });

  it('releases the hold of a part that goes away while loading', () => {
    const { rerender } = render(<Page a b={false} />);
    expect(after()).not.toBeVisible();
    rerender(<Page a b={false} showA={false} />);
    expect(after()).toBeVisible();
  });
});

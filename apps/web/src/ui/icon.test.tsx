import { render, screen } from '@testing-library/react';
import { Star } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { Icon } from './icon.tsx';

describe('Icon', () => {
  it('hides a decorative icon from assistive technology, at the small size by default', () => {
    const { container } = render(<Icon icon={Star} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveClass('icon', 'icon--sm');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('names an icon that carries meaning on its own', () => {
    render(<Icon icon={Star} size="md" label="Favourite" />);
    const img = screen.getByRole('img', { name: 'Favourite' });
    expect(img).toHaveClass('icon--md');
    expect(img).not.toHaveAttribute('aria-hidden');
  });

  it('fills a shape when asked', () => {
    const { container } = render(<Icon icon={Star} filled className="extra" />);
    expect(container.querySelector('svg')).toHaveClass('icon--filled', 'extra');
  });
});

import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchField, useSearchTerm } from './search-field.tsx';

function Form({ onSearch }: { onSearch: (term: string) => void }) {
  const term = useSearchTerm('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!term.text.trim()) return term.refuse();
    term.accept();
    onSearch(term.text);
  };
  return (
    <form role="search" aria-label="Site search" onSubmit={submit} noValidate>
      <SearchField
        term={term}
        id="q"
        errorId="q-error"
        label="Search for"
        emptyMessage="Type something to search for."
        className="field"
        invalidClassName="field--invalid"
      />
      <button type="submit">Search</button>
    </form>
  );
}

describe('SearchField', () => {
  it('is a labelled search box that searches on Enter', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<Form onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search for' });
    await user.type(box, 'modem{Enter}');
    expect(onSearch).toHaveBeenCalledWith('modem');
    expect(box).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a blank search, says why, keeps focus on the field, and clears once typed in', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    const { container } = render(<Form onSearch={onSearch} />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const box = screen.getByRole('searchbox', { name: 'Search for' });
    expect(onSearch).not.toHaveBeenCalled();
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Type something to search for.');
    expect(container.querySelector('.field')).toHaveClass('field--invalid');
    await user.type(box, 'w');
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Type something to search for.')).toBeNull();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithLanguage } from './primitives-test-utils.tsx';
import { LoadFailed } from './load-failed.tsx';
import { LoadingCard } from './loading-card.tsx';
import { QueryState, type QueryLike } from './query-state.tsx';

const query = (overrides: Partial<QueryLike<string[]>>): QueryLike<string[]> => ({
  data: undefined,
  isPending: false,
  isError: false,
  isFetching: false,
  refetch: vi.fn(),
  ...overrides,
});

const view = (q: QueryLike<string[]>) => (
  <QueryState
    query={q}
    loading="Loading names"
    failed="Names could not load."
    empty="No names yet."
    isEmpty={(names) => names.length === 0}
  >
    {(names) => (
      <ul>
        {names.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    )}
  </QueryState>
);

describe('LoadingCard', () => {
  it('announces what is loading and hides the skeleton from assistive tech', () => {
    const { container } = renderWithLanguage(<LoadingCard label="Loading your bill" lines={4} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your bill');
    expect(container.querySelector('.card')).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('.skeleton__line')).toHaveLength(4);
    expect(container.querySelector('.skeleton')).toHaveAttribute('aria-hidden', 'true');
  });

  it('can sit without the card box', () => {
    const { container } = renderWithLanguage(<LoadingCard label="Loading" className="" />);
    expect(container.querySelector('.card')).toBeNull();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});

describe('LoadFailed', () => {
  it('is an alert with a retry button that works from the keyboard', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderWithLanguage(<LoadFailed message="Could not load." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load.');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('disables the retry button while retrying, and can stay silent', () => {
    renderWithLanguage(
      <LoadFailed message="Could not load." onRetry={() => undefined} retrying live="none" />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDisabled();
  });

  it('can be a polite warning with another way on beside the retry button', () => {
    renderWithLanguage(
      <LoadFailed
        message="The status is not available."
        onRetry={() => undefined}
        live="polite"
        tone="warning"
        actions={<a href="/tv/guide">Back to the guide</a>}
      />,
    );
    const notice = screen.getByRole('status');
    expect(notice).toHaveClass('notice--warning');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(notice).toContainElement(screen.getByRole('button', { name: 'Try again' }));
    expect(notice).toContainElement(screen.getByRole('link', { name: 'Back to the guide' }));
  });

  it('says retry in Spanish under /espanol', () => {
    renderWithLanguage(<LoadFailed message="No se pudo cargar." onRetry={() => undefined} />, '/espanol/');
    expect(screen.getByRole('button')).not.toHaveTextContent('Try again');
  });
});

describe('QueryState', () => {
  it('shows the loading card while the query is pending', () => {
    renderWithLanguage(view(query({ isPending: true })));
    expect(screen.getByRole('status')).toHaveTextContent('Loading names');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the failure and refetches on retry', async () => {
    const user = userEvent.setup();
    const q = query({ isError: true });
    renderWithLanguage(view(q));
    expect(screen.getByRole('alert')).toHaveTextContent('Names could not load.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(q.refetch).toHaveBeenCalledTimes(1);
  });

  it('can show the failure without an alert, where it is one part of a page among others', () => {
    renderWithLanguage(
      <QueryState
        query={query({ isError: true })}
        loading="Loading names"
        failed="Names could not load."
        failedLive="none"
      >
        {(names) => <p>{names.join()}</p>}
      </QueryState>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Names could not load.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('keeps the retry button disabled while the refetch runs', () => {
    renderWithLanguage(view(query({ isError: true, isFetching: true })));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDisabled();
  });

  it('says so when there is nothing', () => {
    renderWithLanguage(view(query({ data: [] })));
    expect(screen.getByText('No names yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('renders the children with the data', () => {
    renderWithLanguage(view(query({ data: ['Ada', 'Grace'] })));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Ada', 'Grace']);
  });
});

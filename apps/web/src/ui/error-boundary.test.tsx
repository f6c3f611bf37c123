import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allowConsoleError } from '../test/console-guard.ts';
import { ErrorBoundary } from './error-boundary.tsx';

let broken = true;
function Fragile() {
  if (broken) throw new Error('render failed');
  return <p>Recovered</p>;
}

describe('ErrorBoundary', () => {
  it('shows the fallback instead of the broken part, and retries on request', async () => {
    // React reports the caught render error to the console; that error is the point of this test.
    allowConsoleError(/render failed|The above error occurred/);
    broken = true;
    const user = userEvent.setup();
    render(
      <>
        <p>Header still here</p>
        <ErrorBoundary fallback={(reset) => <button onClick={reset}>Retry</button>}>
          <Fragile />
        </ErrorBoundary>
      </>,
    );
    expect(screen.getByText('Header still here')).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Recovered')).toBeInTheDocument();
  });
});

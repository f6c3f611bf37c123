import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** what to show instead of the broken part; `reset` tries the children again */
  fallback: (reset: () => void) => ReactNode;
  /** called when the user retries, e.g. to reset failed queries */
  onReset?: () => void;
  /** a change of any of these values clears the error (e.g. the route changed) */
  resetKeys?: readonly unknown[];
  onError?: (error: unknown, info: ErrorInfo) => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
  keys: readonly unknown[];
}

function sameKeys(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, i) => Object.is(value, b[i]));
}

/** Contains a render failure to one area of the page instead of blanking the whole app. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, keys: this.props.resetKeys ?? [] };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    const keys = props.resetKeys ?? [];
    if (sameKeys(keys, state.keys)) return null;
    return { keys, failed: false };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  private readonly reset = (): void => {
    this.props.onReset?.();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}

// Catches a part of the page that fails to render or whose code cannot be fetched (a bad connection), shows
// `fallback` instead, and clears itself when `resetKey` changes (the visitor went to another page).
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  readonly children: ReactNode;
  /** Changes on navigation, which clears the error. */
  readonly resetKey: string;
  readonly fallback: ReactNode;
  /** What failed, for the console: 'A page', 'An admin screen'. */
  readonly what: string;
}

interface State {
  readonly error: unknown;
  readonly resetKey: string;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`${this.props.what} failed to render`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error === null ? this.props.children : this.props.fallback;
  }
}

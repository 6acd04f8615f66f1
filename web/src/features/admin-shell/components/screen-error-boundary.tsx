// Catches an admin screen that fails to render or whose chunk cannot be fetched, keeps the navigation usable,
// and clears itself when staff go to another screen.
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  readonly children: ReactNode;
  readonly resetKey: string;
}

interface State {
  readonly error: unknown;
  readonly resetKey: string;
}

export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('An admin screen failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    return (
      <div className="state state--error" role="alert">
        <p className="state__title">This screen could not load.</p>
        <p>Check your connection and try again.</p>
        <button type="button" className="btn btn--secondary btn--sm" onClick={() => window.location.reload()}>
          Reload
        </button>
      </div>
    );
  }
}

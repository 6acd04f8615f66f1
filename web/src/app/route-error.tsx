// Catches a screen that fails to render or whose code cannot be fetched (a bad connection), and offers a
// reload; it resets when the customer goes to another page.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../config/paths';

interface Props {
  readonly children: ReactNode;
  /** Changes on navigation, which clears the error. */
  readonly resetKey: string;
}

interface State {
  readonly error: unknown;
  readonly resetKey: string;
}

export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A page failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    return (
      <div className="container page" role="alert">
        <h1>This page could not load</h1>
        <p className="lead">Check your connection and try again.</p>
        <div className="row">
          <button type="button" className="btn btn--primary btn--md" onClick={() => window.location.reload()}>Reload</button>
          <Link className="btn btn--secondary btn--md" to={paths.home.getHref()}>Go to the home page</Link>
        </div>
      </div>
    );
  }
}

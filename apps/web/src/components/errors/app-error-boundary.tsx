import { Component, type ReactNode } from 'react';
import { ErrorPanel } from './error-panel';

interface State {
  error: unknown;
  failed: boolean;
}

/** The last line of defence for errors outside any route (the router itself, providers). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  // The renderer gives no component stack: the error's own stack says where it was thrown.
  override componentDidCatch(error: unknown) {
    console.error('Application error:', error);
  }

  private readonly reset = () => this.setState({ error: undefined, failed: false });

  override render() {
    if (this.state.failed) {
      return (
        <main className="container">
          <ErrorPanel error={this.state.error} onReset={this.reset} />
        </main>
      );
    }
    return this.props.children;
  }
}

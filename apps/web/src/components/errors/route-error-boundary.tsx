import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { isChunkLoadError } from '../../lib/preload-error';
import { ErrorPanel } from './error-panel';

interface Props {
  locationKey: string;
  children: ReactNode;
}

interface State {
  locationKey: string;
  error: unknown;
  failed: boolean;
}

class PageErrorBoundary extends Component<Props, State> {
  override state: State = { locationKey: this.props.locationKey, error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  // Any navigation clears the error, so the header's and footer's links lead out of a broken page.
  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.locationKey === state.locationKey) return null;
    return { locationKey: props.locationKey, error: undefined, failed: false };
  }

  // The renderer gives no component stack: the error's own stack says where it was thrown.
  override componentDidCatch(error: unknown) {
    console.error('Route error:', error);
  }

  private readonly retry = () => {
    // React.lazy and the browser both remember a failed chunk download; only a fresh page load fetches it again.
    if (isChunkLoadError(this.state.error)) {
      window.location.reload();
      return;
    }
    this.setState({ error: undefined, failed: false });
  };

  override render() {
    if (this.state.failed) return <ErrorPanel error={this.state.error} onReset={this.retry} />;
    return this.props.children;
  }
}

/**
 * Shows a crash in place of what failed (a page, or the Track Order dialog), so the rest of the shell keeps working.
 * Resets when the location changes; for a file that could not be downloaded, retry reloads the app.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <PageErrorBoundary locationKey={key}>{children}</PageErrorBoundary>;
}

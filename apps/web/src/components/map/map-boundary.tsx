import { Component, type ReactNode } from 'react';

/** Shows `fallback` instead of the map when its code cannot be fetched or Leaflet fails: the form goes on. */
export class MapBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('The map could not be shown:', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

import { Component, type ReactNode } from 'react';

/**
 * Shows `instead` when its children fail while rendering (a part's download failed as the link dropped,
 * a chart found no canvas): the failure stays inside that part, not the screen or the whole app.
 */
export class Contained extends Component<{ children: ReactNode; instead: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.instead : this.props.children;
  }
}

import { Component, type ReactNode } from "react";

type Props = {
  /** Shown in place of the children once one of them has thrown. */
  fallback: (error: unknown) => ReactNode;
  /** A new value (the address) clears a caught error, so the next page gets its chance. */
  resetKey?: unknown;
  children: ReactNode;
};

type State = { failed: boolean; error: unknown };

/**
 * Catches what its children throw while rendering (a page's code that did not load, a bug),
 * so the rest of the app keeps working. React has no hook for this: it takes a class.
 * Without an error it renders its children and nothing else, so a prerendered page hydrates.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  override componentDidUpdate(before: Props, was: State) {
    // Only an error caught before this update: one thrown by the new page itself stays shown.
    if (was.failed && this.state.failed && before.resetKey !== this.props.resetKey)
      this.setState({ failed: false, error: undefined });
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}

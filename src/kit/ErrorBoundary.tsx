import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState } from '../ui/ErrorState';

export interface ScreenErrorBoundaryProps {
  /** Shown instead of the screen after a render error; receives a reset function. */
  fallback?: (error: Error, reset: () => void) => ReactNode;
  /** Called once per caught error (forward it to your error tracker). */
  onError?: (error: Error, info: ErrorInfo) => void;
  children?: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Keeps a failing screen from taking the page down: every connected screen is wrapped in one, showing an
 * error state with "Try again" instead of a blank page.
 */
export class ScreenErrorBoundary extends Component<ScreenErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  reset = (): void => {
    this.setState({ error: null });
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.fallback) return this.props.fallback(error, this.reset);
    return <ErrorState onRetry={this.reset} />;
  }
}

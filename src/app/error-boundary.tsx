import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ServerErrorPage } from './server-error-page';
import { reportError } from './report-error';

interface ErrorBoundaryProps {
  readonly children: ReactNode;
  /** A new value (the next route) clears a caught error. */
  readonly resetKey: string;
  readonly isCrawler: boolean;
}

interface ErrorBoundaryState {
  readonly failedAt: string | null;
}

/** docs/product.md §8: any failure below shows 500 "Internal Server Error"; bots get no error page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failedAt: null };

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { failedAt: '' };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.setState({ failedAt: this.props.resetKey });
    reportError(error, info.componentStack ?? undefined);
  }

  override render() {
    const { failedAt } = this.state;
    const failed = failedAt === '' || failedAt === this.props.resetKey;
    if (!failed) return this.props.children;
    return this.props.isCrawler ? null : <ServerErrorPage />;
  }
}

import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../shared/lib/test/render-app';
import { ErrorBoundary } from './error-boundary';

function BrokenScreen(): never {
  throw new Error('the screen broke');
}

beforeEach(() => {
  // React reports every caught render error on the console; the boundary is what is tested.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('ErrorBoundary', () => {
  it('shows the 500 page with "Internal Server Error" when a screen throws', () => {
    renderApp(
      <ErrorBoundary resetKey="/" isCrawler={false}>
        <BrokenScreen />
      </ErrorBoundary>,
    );
    const page = screen.getByRole('alert');
    expect(page).toHaveTextContent('500');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Internal Server Error');
  });

  it('renders no error page for a crawler', () => {
    const { container } = renderApp(
      <ErrorBoundary resetKey="/" isCrawler>
        <BrokenScreen />
      </ErrorBoundary>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Internal Server Error')).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });

  it('renders the screen itself while nothing throws', () => {
    renderApp(
      <ErrorBoundary resetKey="/" isCrawler={false}>
        <p>Menu</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Menu')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

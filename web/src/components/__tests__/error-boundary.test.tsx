import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../error-boundary';

function Broken(): never {
  throw new Error('chunk failed to load');
}

describe('ErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the fallback when its children fail, and the page again once the visitor navigates', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = (path: string, child: React.ReactNode) => (
      <ErrorBoundary resetKey={path} fallback={<p role="alert">This page could not load</p>} what="A page">
        {child}
      </ErrorBoundary>
    );
    const { rerender } = render(page('/shop', <Broken />));
    expect(screen.getByRole('alert').textContent).toBe('This page could not load');
    expect(consoleError).toHaveBeenCalledWith('A page failed to render', expect.any(Error), expect.any(String));

    // The same path keeps the fallback; another path clears it.
    rerender(page('/shop', <p>Shop</p>));
    expect(screen.queryByText('Shop')).toBeNull();
    rerender(page('/cart', <p>Your cart</p>));
    expect(screen.getByText('Your cart')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

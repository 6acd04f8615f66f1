// Diaspora prices in the storefront: the footer's choice shows "≈ £…" beside naira prices, is kept in
// localStorage, and naira shows nothing.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '@aso/domain/settings/settings';
import { settingsQueryKey } from '../../lib/settings';
import { ApproxNote, ApproxPrice } from '../approx-price';
import { CurrencyPicker } from '../currency-picker';

function renderWithRates() {
  const client = new QueryClient();
  const settings = defaultSettings();
  settings.currency = { rates: { GBP: 2000, USD: 1600, EUR: 0, CAD: 1150 }, asOf: '2026-11-20' };
  client.setQueryData(settingsQueryKey, settings);
  return render(
    <QueryClientProvider client={client}>
      <p data-testid="price">
        ₦38,500
        <ApproxPrice naira={38_500} />
      </p>
      <ApproxNote />
      <CurrencyPicker />
    </QueryClientProvider>,
  );
}

describe('ApproxPrice and CurrencyPicker', () => {
  it('shows the chosen currency at the staff rate, labelled approximate, and remembers the choice', () => {
    localStorage.setItem('aso.currency', 'GBP');
    renderWithRates();
    const approx = screen.getByText('≈ £19');
    expect(approx.getAttribute('title')).toBe('Approximate; you pay in naira.');
    expect(screen.getByText('≈ prices are approximate; you pay in naira.')).toBeTruthy();

    const picker = screen.getByLabelText('Show prices also in');
    fireEvent.change(picker, { target: { value: 'USD' } });
    expect(screen.getByText('≈ $24')).toBeTruthy();
    expect(localStorage.getItem('aso.currency')).toBe('USD');

    // No euro rate set: nothing beside the price.
    fireEvent.change(picker, { target: { value: 'EUR' } });
    expect(screen.getByTestId('price').textContent).toBe('₦38,500');
    expect(screen.queryByText(/approximate; you pay in naira/)).toBeNull();

    fireEvent.change(picker, { target: { value: 'NGN' } });
    expect(screen.getByTestId('price').textContent).toBe('₦38,500');
    expect(localStorage.getItem('aso.currency')).toBe('NGN');
  });
});

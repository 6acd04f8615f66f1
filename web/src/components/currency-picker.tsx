// The storefront's currency choice for approximate prices (docs/product.md#diaspora-prices).
import { CURRENCY_SYMBOLS, DISPLAY_CURRENCIES, isDisplayCurrency } from '@aso/domain/catalogue/currency';
import { setDisplayCurrency, useDisplayCurrency } from '../lib/display-currency';

export function CurrencyPicker() {
  const currency = useDisplayCurrency();
  return (
    <label className="currency-picker">
      <span>Show prices also in</span>{' '}
      <select
        value={currency}
        onChange={(e) => {
          if (isDisplayCurrency(e.target.value)) setDisplayCurrency(e.target.value);
        }}
      >
        {DISPLAY_CURRENCIES.map((c) => (
          <option key={c} value={c}>
            {c === 'NGN' ? '₦ Naira only' : `${CURRENCY_SYMBOLS[c]} ${c} (approximate)`}
          </option>
        ))}
      </select>
    </label>
  );
}

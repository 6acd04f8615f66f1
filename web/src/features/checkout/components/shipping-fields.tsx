// Email for the receipt; where to deliver: the address, the country and the zone serving it (fee, ≈ foreign price
// and lead time from settings: docs/product.md#delivery-abroad); an optional phone; the referral code and a
// discount code.
import type { FieldErrors } from '@aso/domain/shared/errors';
import type { Settings } from '@aso/domain/settings/schemas/settings';
import { PHONE_TYPED_MAX } from '@aso/domain/shared/constants';
import { SelectField, TextAreaField, TextField } from '../../../components/field';
import { CountryOptions, ZoneOptions, firstZoneFor } from '../../../components/zone-options';
import type { CheckoutDraft } from '../model';

export interface ShippingFieldsProps {
  readonly draft: CheckoutDraft;
  readonly errors: FieldErrors;
  /** The discount code is checked when the box is left (checkCode), so its refusal shows before Pay. */
  readonly onDiscountCodeDone?: (code: string) => void;
  /** What the checked discount code gives, shown under it. */
  readonly discountCodeGives?: string | null;
  readonly settings: Pick<Settings, 'shipping'>;
  readonly disabled: boolean;
  readonly onChange: (patch: Partial<CheckoutDraft>) => void;
}

export function ShippingFields({
  draft,
  errors,
  settings,
  disabled,
  onChange,
  onDiscountCodeDone,
  discountCodeGives,
}: ShippingFieldsProps) {
  return (
    <fieldset className="checkout__section" disabled={disabled}>
      <legend>Delivery</legend>
      <TextField
        label="Email for your receipt"
        type="email"
        autoComplete="email"
        value={draft.email}
        error={errors.email}
        onChange={(e) => onChange({ email: e.target.value })}
      />
      <TextAreaField
        label="Delivery address"
        autoComplete="street-address"
        rows={3}
        value={draft.address}
        error={errors['shipping.address']}
        onChange={(e) => onChange({ address: e.target.value })}
      />
      <SelectField
        label="Country"
        autoComplete="country"
        value={draft.country}
        error={errors['shipping.country']}
        onChange={(e) =>
          onChange({ country: e.target.value, zone: firstZoneFor(settings, e.target.value, draft.zone) })
        }
      >
        <CountryOptions />
      </SelectField>
      <SelectField
        label="Delivery zone"
        value={draft.zone}
        error={errors['shipping.zone']}
        onChange={(e) => onChange({ zone: e.target.value })}
      >
        <option value="">Choose a zone…</option>
        <ZoneOptions settings={settings} country={draft.country} />
      </SelectField>
      <TextField
        label="Phone — optional"
        hint="For delivery, and so we can message you on WhatsApp about your order."
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={PHONE_TYPED_MAX}
        value={draft.phone}
        error={errors['shipping.phone']}
        onChange={(e) => onChange({ phone: e.target.value })}
      />
      <TextField
        label="Referral code"
        hint="Optional. A friend's code; the discount is confirmed when you pay."
        autoCapitalize="characters"
        value={draft.referralCode}
        error={errors.referralCode}
        onChange={(e) => onChange({ referralCode: e.target.value })}
      />
      <TextField
        label="Discount code"
        hint={discountCodeGives ?? 'Optional. A code from the shop; one per order.'}
        autoCapitalize="characters"
        autoComplete="off"
        value={draft.discountCode}
        error={errors.discountCode}
        onChange={(e) => onChange({ discountCode: e.target.value })}
        onBlur={(e) => onDiscountCodeDone?.(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onDiscountCodeDone?.(e.currentTarget.value);
        }}
      />
    </fieldset>
  );
}

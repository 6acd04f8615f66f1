// Paying one member's share through the normal checkout: where to deliver (address, country, a zone serving it with
// its fee, and an optional phone, all as at checkout) and, for pre-order pieces, deposit or full; what it comes to —
// the piece, delivery, the total and what is paid now — before Paystack opens. The server prices the piece again and
// takes the member's own measurements. Every problem, the form's own or the server's, is said beside its field in
// checkout's words and goes when that field is changed (docs/architecture.md#forms).
import { useState, type FormEvent } from 'react';
import { userMessage, type FieldErrors } from '@aso/domain/shared/errors';
import { checkoutProblems, unsentLines } from '@aso/domain/checkout/checkout';
import { orderTotals } from '@aso/domain/checkout/pricing';
import { PAYMENT_AWAITING } from '@aso/domain/checkout/messages';
import { HOME_COUNTRY } from '@aso/domain/shipping/countries';
import { zoneServes } from '@aso/domain/shipping/zones';
import { SHIPPING_ZONES, isOneOf } from '@aso/domain/shared/vocab';
import { PHONE_TYPED_MAX } from '@aso/domain/shared/constants';
import { Button } from '../../../components/button';
import { SelectField, TextAreaField, TextField } from '../../../components/field';
import { MoneyRow, TextRow } from '../../../components/money-row';
import { CountryOptions, ZoneOptions, firstZoneFor } from '../../../components/zone-options';
import { useCartProducts } from '../../../lib/cart/cart-products';
import { payShare, type GroupView, type MemberView } from '../../../lib/groups';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { useSettings } from '../../../lib/settings';
import { ErrorNotice } from '../../../components/error-notice';

/** What the share comes to with the zone's fee, as startCheckout will price it (the group's price per member). */
function useShareQuote(group: GroupView, member: MemberView, fee: number, payMode: 'full' | 'deposit') {
  const line = {
    productId: group.productId,
    name: group.productName,
    sku: '',
    type: group.productType,
    size: member.size,
    qty: 1,
    unitPrice: group.price,
    payMode: group.productType === 'PREORDER' ? payMode : null,
  };
  const { depositPercents } = useCartProducts([line]);
  return orderTotals({
    lines: [{ ...line, depositPercent: depositPercents.get(group.productId) ?? null }],
    shippingFee: fee,
  });
}

/** The fields a problem belongs to on this form; anything else is said above the button. */
const FIELDS = ['shipping.address', 'shipping.country', 'shipping.zone', 'shipping.phone'] as const;

export function PayShareForm({
  group,
  member,
  email,
  onDone,
}: {
  readonly group: GroupView;
  readonly member: MemberView;
  readonly email: string;
  readonly onDone: (message: string, tone?: 'success' | 'info') => void;
}) {
  const settings = useSettings();
  const [address, setAddress] = useState('');
  const [country, setCountry] = useState(HOME_COUNTRY);
  const [zone, setZone] = useState<string>(() => firstZoneFor(settings, HOME_COUNTRY, ''));
  const [phone, setPhone] = useState('');
  const [payMode, setPayMode] = useState<'full' | 'deposit'>('full');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const chosen = isOneOf(SHIPPING_ZONES, zone) && zoneServes(zone, country) ? settings.shipping.zones[zone] : null;
  const totals = useShareQuote(group, member, chosen?.fee ?? 0, payMode);
  // Editing a field takes back what was said about it, and the failure above the button.
  const edited = (field: (typeof FIELDS)[number] | 'lines') => {
    setErrors(({ [field]: _gone, ...rest }) => rest);
    setError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      ...checkoutProblems({ signedIn: true, email, address, country, zone, subtotal: group.price }, settings),
      ...unsentLines(settings, zone, [{ name: group.productName, type: group.productType }]),
    };
    setErrors(problems);
    const general = Object.entries(problems).find(([field]) => !(FIELDS as readonly string[]).includes(field));
    setError(general?.[1] ?? null);
    if (Object.keys(problems).length > 0 || !isOneOf(SHIPPING_ZONES, zone)) return;
    setBusy(true);
    payShare({
      groupId: group.id,
      memberId: member.id,
      productId: group.productId,
      email,
      address,
      country,
      zone,
      phone,
      payMode,
    })
      .then((outcome) => {
        if (outcome.ok) onDone(`Paid ${member.name}’s share.`);
        else if (outcome.awaiting) onDone(PAYMENT_AWAITING, 'info');
        else setError(outcome.message);
      })
      .catch((e: unknown) => {
        const fields = serverFieldErrors(e);
        setErrors(fields);
        const beside = Object.keys(fields).some((f) => (FIELDS as readonly string[]).includes(f));
        setError(beside ? null : userMessage(e));
      })
      .finally(() => setBusy(false));
  };
  return (
    <form className="group__pay" onSubmit={submit} aria-label={`Pay for ${member.name}`} noValidate>
      <TextAreaField
        label="Delivery address"
        autoComplete="street-address"
        rows={2}
        value={address}
        error={errors['shipping.address']}
        onChange={(e) => {
          setAddress(e.target.value);
          edited('shipping.address');
        }}
      />
      <SelectField
        label="Country"
        autoComplete="country"
        value={country}
        error={errors['shipping.country']}
        onChange={(e) => {
          setCountry(e.target.value);
          setZone((current) => firstZoneFor(settings, e.target.value, current));
          edited('shipping.country');
          edited('shipping.zone');
        }}
      >
        <CountryOptions />
      </SelectField>
      <SelectField
        label="Delivery zone"
        value={zone}
        error={errors['shipping.zone'] ?? errors['lines.0']}
        onChange={(e) => {
          setZone(e.target.value);
          edited('shipping.zone');
          edited('lines');
        }}
      >
        <option value="">Choose a zone…</option>
        <ZoneOptions settings={settings} country={country} />
      </SelectField>
      <TextField
        label="Phone — optional"
        hint="For delivery, and so we can message you on WhatsApp about this order."
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={PHONE_TYPED_MAX}
        value={phone}
        error={errors['shipping.phone']}
        onChange={(e) => {
          setPhone(e.target.value);
          edited('shipping.phone');
        }}
      />
      {group.productType === 'PREORDER' ? (
        <SelectField
          label="Pay"
          value={payMode}
          onChange={(e) => setPayMode(e.target.value === 'deposit' ? 'deposit' : 'full')}
        >
          <option value="full">In full</option>
          <option value="deposit">A deposit now, the balance later</option>
        </SelectField>
      ) : null}
      <dl className="group__quote" aria-label={`What ${member.name}’s share comes to`}>
        <MoneyRow label={`${group.productName}${member.size ? ` · ${member.size}` : ''}`} naira={totals.subtotal} />
        {chosen ? (
          <MoneyRow label={`Delivery (${chosen.label})`} naira={chosen.fee} />
        ) : (
          <TextRow label="Delivery">Choose a zone</TextRow>
        )}
        <MoneyRow label="Total" naira={totals.total} className="group__quote-total" />
        {totals.balanceDue > 0 ? (
          <>
            <MoneyRow label="To pay now" naira={totals.amountDueNow} className="group__quote-total" />
            <MoneyRow label="Balance later" naira={totals.balanceDue} />
          </>
        ) : null}
      </dl>
      <ErrorNotice message={error} />
      <Button type="submit" loading={busy}>
        Pay with Paystack
      </Button>
    </form>
  );
}

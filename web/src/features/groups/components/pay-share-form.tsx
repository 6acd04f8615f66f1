// Paying one member's share through the normal checkout: delivery details (address, zone with its fee and, as at
// checkout, an optional phone) and, for pre-order pieces, deposit or full; what it comes to — the piece, delivery,
// the total and what is paid now — before Paystack opens. The server prices the piece again and takes the member's
// own measurements.
import { useState, type FormEvent } from 'react';
import { userMessage } from '@aso/domain/shared/errors';
import { orderTotals } from '@aso/domain/checkout/pricing';
import { shippingZoneList } from '@aso/domain/settings/settings';
import type { ShippingZone } from '@aso/domain/shared/vocab';
import { Button } from '../../../components/button';
import { SelectField, TextField } from '../../../components/field';
import { MoneyRow, TextRow } from '../../../components/money-row';
import { ZoneOptions } from '../../../components/zone-options';
import { useCartProducts } from '../../../lib/cart/cart-products';
import { formatNaira } from '../../../lib/format';
import { payShare, type GroupView, type MemberView } from '../../../lib/groups';
import { useSettings } from '../../../lib/settings';
import { ErrorNotice } from '../../../components/error-notice';

/** What the share comes to with the zone's fee, as startCheckout will price it (the group's price per member). */
function useShareQuote(group: GroupView, member: MemberView, zone: ShippingZone, payMode: 'full' | 'deposit') {
  const settings = useSettings();
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
  const fee = settings.shipping.zones[zone].fee;
  return {
    fee,
    totals: orderTotals({
      lines: [{ ...line, depositPercent: depositPercents.get(group.productId) ?? null }],
      shippingFee: fee,
    }),
  };
}

export function PayShareForm({
  group,
  member,
  email,
  onDone,
}: {
  readonly group: GroupView;
  readonly member: MemberView;
  readonly email: string;
  readonly onDone: (message: string) => void;
}) {
  const settings = useSettings();
  const [address, setAddress] = useState('');
  const [zone, setZone] = useState<ShippingZone>(
    () => shippingZoneList(settings).find((z) => z.enabled)?.zone ?? 'ABEOKUTA',
  );
  const [phone, setPhone] = useState('');
  const [payMode, setPayMode] = useState<'full' | 'deposit'>('full');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const quote = useShareQuote(group, member, zone, payMode);
  const { totals } = quote;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    payShare({
      groupId: group.id,
      memberId: member.id,
      productId: group.productId,
      email,
      address,
      zone,
      phone,
      payMode,
    })
      .then((outcome) => {
        if (outcome.ok) onDone(`Paid ${member.name}’s share.`);
        else setError(outcome.message);
      })
      .catch((e: unknown) => setError(userMessage(e)))
      .finally(() => setBusy(false));
  };
  return (
    <form className="group__pay" onSubmit={submit} aria-label={`Pay for ${member.name}`}>
      <TextField label="Delivery address" value={address} onChange={(e) => setAddress(e.target.value)} />
      <SelectField label="Delivery zone" value={zone} onChange={(e) => setZone(e.target.value as ShippingZone)}>
        <ZoneOptions settings={settings} />
      </SelectField>
      <TextField
        label="Phone — optional"
        hint="For delivery, and so we can message you on WhatsApp about this order."
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={40}
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
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
        <TextRow label={`Delivery (${settings.shipping.zones[zone].label})`}>{formatNaira(quote.fee)}</TextRow>
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

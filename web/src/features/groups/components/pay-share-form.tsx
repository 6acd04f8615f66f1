// Paying one member's share through the normal checkout: delivery details (address, zone and, as at checkout, an
// optional phone) and, for pre-order pieces, deposit or full. The server prices the piece and takes the member's own measurements.
import { useState, type FormEvent } from 'react';
import { userMessage } from '@aso/domain/errors';
import { SHIPPING_ZONES, type ShippingZone } from '@aso/domain/vocab';
import { Button } from '../../../components/button';
import { SelectField, TextField } from '../../../components/field';
import { payShare, type GroupView, type MemberView } from '../../../lib/groups';
import { ErrorNotice } from '../../../components/error-notice';

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
  const [address, setAddress] = useState('');
  const [zone, setZone] = useState<ShippingZone>('ABEOKUTA');
  const [phone, setPhone] = useState('');
  const [payMode, setPayMode] = useState<'full' | 'deposit'>('full');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
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
        {SHIPPING_ZONES.map((z) => (
          <option key={z} value={z}>
            {z.charAt(0) + z.slice(1).toLowerCase()}
          </option>
        ))}
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
      <ErrorNotice message={error} />
      <Button type="submit" loading={busy}>
        Pay with Paystack
      </Button>
    </form>
  );
}

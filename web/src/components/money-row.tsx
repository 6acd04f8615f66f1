// Cart, checkout and order totals all list amounts as <dt>/<dd> rows: one place draws a naira figure with its
// approximate foreign price, so every list shows money the same way.
import type { ReactNode } from 'react';
import { formatNaira } from '../lib/format';
import { ApproxPrice } from './approx-price';

/** "₦38,500" followed by "≈ £42" when the shopper chose another currency. */
export function NairaAmount({ naira }: { readonly naira: number }) {
  return (
    <>
      {formatNaira(naira)}
      <ApproxPrice naira={naira} />
    </>
  );
}

export interface MoneyRowProps {
  readonly label: ReactNode;
  readonly naira: number;
  /** The row's class (e.g. the total's emphasis). */
  readonly className?: string;
  /** The figure's class. */
  readonly amountClassName?: string;
}

export function MoneyRow({ label, naira, className, amountClassName }: MoneyRowProps) {
  return (
    <TextRow label={label} className={className} amountClassName={amountClassName}>
      <NairaAmount naira={naira} />
    </TextRow>
  );
}

/** A row whose figure is plain text: a count, a fee without a foreign price, or a note in its place. */
export function TextRow({
  label,
  className,
  amountClassName,
  children,
}: Omit<MoneyRowProps, 'naira'> & { readonly children: ReactNode }) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd className={amountClassName}>{children}</dd>
    </div>
  );
}

/** A discount: "−₦5,000", without a foreign price. */
export function DiscountRow({ label, naira }: { readonly label: ReactNode; readonly naira: number }) {
  return <TextRow label={label}>−{formatNaira(naira)}</TextRow>;
}

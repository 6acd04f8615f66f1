// Releasing a cancelled order's refund (docs/product.md#orders): the one irreversible money step of the back office.
// It states the amount in figures and in words and asks first; only an admin — or staff, when Settings allow it — sees
// the button. Used by an order's detail and by Payments to review.
import { useState } from 'react';
import { refundReleasedToast } from '@aso/domain/orders/messages';
import { formatNairaAdmin, koboToNaira, nairaInWords } from '@aso/domain/shared/money';
import { mayReleaseRefunds } from '@aso/domain/orders/refund-release';
import { shortId } from '@aso/domain/shared/text';
import { useSession } from '../lib/session';
import { useSettings } from '../lib/settings';
import { useToast } from '../lib/toast';
import { Button } from './button';
import { ConfirmDialog, adminErrorMessage } from './admin-shell';
import { useCallableMutation } from '../lib/data/callables';

/** '₦49,000 (forty-nine thousand naira)'. */
export const amountWithWords = (kobo: number): string =>
  `${formatNairaAdmin(koboToNaira(kobo))} (${nairaInWords(koboToNaira(kobo))})`;

/** Whether the signed-in account may release refunds (and so cancel a paid order with its refund at once). */
export function useMayReleaseRefunds(): boolean {
  const { role } = useSession();
  return mayReleaseRefunds(role, useSettings());
}

export function ReleaseRefundButton({
  orderId,
  amountKobo,
}: {
  readonly orderId: string;
  readonly amountKobo: number;
}) {
  const allowed = useMayReleaseRefunds();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const release = useCallableMutation('releaseRefund', []);
  const toast = useToast();
  const amount = formatNairaAdmin(koboToNaira(amountKobo));
  if (!allowed) return <p className="muted">An admin releases this refund.</p>;
  return (
    <>
      <Button
        variant="danger"
        onClick={() => {
          setFailure(null);
          setAsking(true);
        }}
      >
        {`Release refund ${amount}`}
      </Button>
      <ConfirmDialog
        open={asking}
        title={`Refund order ${shortId(orderId)}?`}
        confirmLabel={`Refund ${amount}`}
        cancelLabel="Not now"
        danger
        busy={release.isPending}
        error={failure}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          // Each click answers for itself: a double click releases once, and the second is told it already was.
          release
            .mutateAsync({ orderId, amountKobo })
            .then(() => {
              setAsking(false);
              toast(refundReleasedToast(amount), { tone: 'success' });
            })
            .catch((error: unknown) => setFailure(adminErrorMessage(error, 'Could not release the refund.')));
        }}
      >
        <p>
          <strong>{amountWithWords(amountKobo)}</strong> goes back to the card or account the customer paid with,
          through Paystack, and the customer is told. This cannot be undone.
        </p>
      </ConfirmDialog>
    </>
  );
}

// Admins can rebuild the referral figures from the orders (for when they are in doubt); staff never see this.
import { useState } from 'react';
import { Button } from '../../../components/button';
import { useSession } from '../../../lib/session';
import { useToast } from '../../../lib/toast';
import { ConfirmDialog, adminErrorMessage } from '../../../components/admin-shell';
import { useRecomputeReferralStats } from '../api/recompute-referral-stats';

export function RecomputeButton() {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const recompute = useRecomputeReferralStats();
  const toast = useToast();
  if (session.role !== 'admin') return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Recompute stats
      </Button>
      <ConfirmDialog
        open={open}
        title="Recompute referral stats?"
        confirmLabel="Recompute"
        busy={recompute.isPending}
        error={recompute.isError ? adminErrorMessage(recompute.error, 'Could not recompute the referral stats.') : null}
        onCancel={() => setOpen(false)}
        onConfirm={() =>
          recompute.mutate(
            {},
            {
              onSuccess: (r) => {
                setOpen(false);
                toast(
                  `Referral stats rebuilt: ${r.codes} code${r.codes === 1 ? '' : 's'} from ${r.orders} referred order${r.orders === 1 ? '' : 's'}.`,
                  { tone: 'success' },
                );
              },
            },
          )
        }
      >
        <p>
          Every code’s redemptions, revenue and reward are rebuilt from the paid orders that used it. Best run when the
          shop is quiet: a payment settling at the same moment may need another run.
        </p>
      </ConfirmDialog>
    </>
  );
}

// Payments to review (admin): every money case the shop could not close alone — a refund owed or failing, a
// payment whose amount or currency did not match, money on a cancelled order — with its history and the
// decisions that make sense for it (refund, apply); and the cancelled orders whose refund waits for an admin to
// release it. Each decision takes effect once on the server.
import { useState } from 'react';
import { Button } from '../../components/button';
import { Link } from 'react-router';
import { shortId } from '@aso/domain/shared/text';
import { paths } from '../../config/paths';
import { formatDateTime, formatNairaAdmin } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useToast } from '../../lib/toast';
import {
  DataTable,
  OrderStatusBadge,
  PageHeader,
  StatusBadge,
  adminErrorMessage,
  type Column,
} from '../../components/admin-shell';
import { usePaymentReviews, type CaseAction, type PaymentCase } from './api/payment-reviews';
import { AwaitingRefunds } from './components/awaiting-refunds';
import { ResolveDialog } from './components/resolve-dialog';

const kobo = (amount: number) => formatNairaAdmin(amount / 100);
const when = (iso: string) => formatDateTime(new Date(iso));
const ACTION_LABELS: Readonly<Record<CaseAction, string>> = { refund: 'Refund', apply: 'Apply' };

function statusWord(item: PaymentCase): { tone: 'warn' | 'danger' | 'info'; text: string } {
  if (item.kind === 'mismatch') return { tone: 'danger', text: 'Needs a decision' };
  if (item.status === 'requested') return { tone: 'info', text: 'With Paystack' };
  if (item.status === 'failed') return { tone: 'danger', text: 'Failed at Paystack' };
  return item.failing
    ? { tone: 'danger', text: `Failing (${item.attempts} tries)` }
    : { tone: 'warn', text: 'Refund owed' };
}

function PaymentsReviewScreen() {
  const session = useSession();
  const cases = usePaymentReviews();
  const toast = useToast();
  const [target, setTarget] = useState<{ item: PaymentCase; action: CaseAction } | null>(null);
  if (session.role !== 'admin') {
    return <PageHeader title="Payments to review" description="Only an admin can see and decide money cases." />;
  }

  const columns: readonly Column<PaymentCase>[] = [
    {
      key: 'case',
      header: 'Payment',
      cell: (c) => (
        <>
          <span className="cell-strong">{c.title}</span>
          <span className="cell-sub mono">{c.reference}</span>
          <span className="cell-sub">
            <Link to={paths.admin.orders.getHref({ order: c.orderId })}>Order {shortId(c.orderId)}</Link>
            {c.order ? ` · ${c.order.email}` : ''}
          </span>
          {c.order ? <OrderStatusBadge status={c.order.status} /> : null}
        </>
      ),
    },
    {
      key: 'amount',
      header: 'Amount',
      numeric: true,
      cell: (c) => (
        <>
          <span>{c.currency === 'NGN' ? kobo(c.amountKobo) : `${c.currency} ${(c.amountKobo / 100).toFixed(2)}`}</span>
          {c.expectedKobo !== null ? <span className="cell-sub">order asked {kobo(c.expectedKobo)}</span> : null}
        </>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (c) => {
        const word = statusWord(c);
        return (
          <>
            <StatusBadge tone={word.tone}>{word.text}</StatusBadge>
            {c.lastError ? <span className="cell-sub">{c.lastError}</span> : null}
          </>
        );
      },
    },
    {
      key: 'history',
      header: 'History',
      cell: (c) => (
        <details>
          <summary>{`${c.history.length} event${c.history.length === 1 ? '' : 's'}`}</summary>
          <ol className="admin-list" aria-label={`History of ${c.reference}`}>
            {c.history.map((h, i) => (
              <li key={`${h.at}-${i}`}>
                <span className="cell-sub">{when(h.at)}</span> <span>{h.note}</span>
              </li>
            ))}
          </ol>
        </details>
      ),
    },
    {
      key: 'actions',
      header: '',
      srHeader: 'Actions',
      cell: (c) =>
        c.actions.length === 0 ? (
          <span className="cell-sub">Waiting for Paystack</span>
        ) : (
          <span className="row">
            {c.actions.map((action) => (
              <Button
                key={action}
                variant={action === 'refund' ? 'secondary' : 'primary'}
                onClick={() => setTarget({ item: c, action })}
                aria-label={`${ACTION_LABELS[action]} ${c.reference}`}
              >
                {ACTION_LABELS[action]}
              </Button>
            ))}
          </span>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Payments to review"
        description="Money the shop could not settle or give back by itself. Refunds owed are retried automatically; decide the rest here."
      />
      <AwaitingRefunds />
      <DataTable
        caption="Payments to review"
        columns={columns}
        rows={cases.data}
        rowKey={(c) => `${c.kind}-${c.reference}`}
        loading={cases.isLoading}
        error={cases.isError ? adminErrorMessage(cases.error, 'Could not load the payments to review.') : null}
        onRetry={() => void cases.refetch()}
        empty="Nothing to review: every payment is settled or refunded."
      />
      <ResolveDialog
        target={target}
        onCancel={() => setTarget(null)}
        onDone={(message) => {
          setTarget(null);
          toast(message, { tone: 'success' });
        }}
      />
    </>
  );
}

export { PaymentsReviewScreen as Component };

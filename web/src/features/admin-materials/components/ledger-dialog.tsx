// A material's ledger: every stock movement with its reason, newest first.
import { quantityInWords } from '@aso/domain/production/production';
import { errorDetail } from '@aso/domain/shared/errors';
import type { LedgerReason } from '@aso/domain/shared/vocab';
import { shortId } from '@aso/domain/shared/text';
import { Modal } from '../../../components/modal';
import { formatDateTime, formatNairaAdmin } from '../../../lib/format';
import { DataTable, StatusBadge } from '../../../components/admin-shell';
import { LEDGER_LIMIT, useLedger, type LedgerRow } from '../api/get-ledger';
import type { MaterialRow } from '../api/get-materials';
import { REASON_LABELS } from './material-dialogs';

const reasonLabel = (r: LedgerReason): string =>
  r === 'receive'
    ? 'Received'
    : r === 'initial'
      ? 'Opening stock'
      : r === 'production'
        ? 'Production'
        : REASON_LABELS[r];

export function LedgerDialog({ material, onClose }: { readonly material: MaterialRow; readonly onClose: () => void }) {
  const ledger = useLedger(material.id);
  return (
    <Modal open title={`Ledger: ${material.name}`} size="lg" onClose={onClose}>
      <p className="muted">
        On hand: {quantityInWords(material.onHand, material.unit)}. Latest {LEDGER_LIMIT} movements, newest first.
      </p>
      <DataTable<LedgerRow>
        caption={`Stock movements of ${material.name}`}
        rows={ledger.data}
        rowKey={(e) => e.id}
        loading={ledger.isPending}
        error={ledger.isError ? `Could not load the ledger: ${errorDetail(ledger.error)}` : null}
        onRetry={() => void ledger.refetch()}
        empty="No movements yet."
        columns={[
          { key: 'when', header: 'When', cell: (e) => formatDateTime(e.createdAt) },
          {
            key: 'delta',
            header: 'Change',
            numeric: true,
            cell: (e) => (
              <StatusBadge
                tone={e.delta >= 0 ? 'success' : 'danger'}
              >{`${e.delta > 0 ? '+' : ''}${e.delta}`}</StatusBadge>
            ),
          },
          { key: 'reason', header: 'Reason', cell: (e) => reasonLabel(e.reason) },
          {
            key: 'cost',
            header: 'Unit cost',
            numeric: true,
            cell: (e) => (e.unitCost === null ? '—' : formatNairaAdmin(e.unitCost)),
          },
          { key: 'vendor', header: 'Vendor', cell: (e) => e.vendorName ?? '—' },
          {
            key: 'note',
            header: 'Note',
            cell: (e) =>
              e.note ||
              (e.ref ? `${e.ref.collection === 'purchaseOrders' ? 'PO' : e.ref.collection} ${shortId(e.ref.id)}` : '—'),
          },
        ]}
      />
    </Modal>
  );
}

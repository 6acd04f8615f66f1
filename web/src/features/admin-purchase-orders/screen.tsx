// Purchase orders (docs/product.md#purchase-orders): the list newest first; New PO; open one to edit a draft's lines
// and to Submit, Receive or Cancel it.
import './purchase-orders.css';
import { useState } from 'react';
import { errorDetail } from '@aso/domain/shared/errors';
import { PO_STATUSES, type PoStatus } from '@aso/domain/shared/vocab';
import { shortId } from '@aso/domain/shared/text';
import { poCostSummary } from '@aso/domain/purchase-orders/purchase-orders';
import { formatDateTime, formatNairaAdmin } from '../../lib/format';
import {
  ChoiceSelect,
  DataTable,
  FilterBar,
  openColumn,
  PO_STATUS_LABELS,
  PageHeader,
  PoStatusBadge,
  StaffOnlyButton,
  type Column,
} from '../../components/admin-shell';
import { useMaterialOptions } from './api/get-material-options';
import { PO_LIST_LIMIT, usePurchaseOrders, type PurchaseOrderRow } from './api/get-purchase-orders';
import { CreatePoDialog } from './components/create-po-dialog';
import { PoEditor } from './components/po-editor';

function PurchaseOrdersScreen() {
  const orders = usePurchaseOrders();
  const materials = useMaterialOptions();
  const [openId, setOpenId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [status, setStatus] = useState<PoStatus | ''>('');
  const open = orders.data?.find((po) => po.id === openId) ?? null;
  const shown = orders.data?.filter((po) => status === '' || po.status === status);

  const columns: Column<PurchaseOrderRow>[] = [
    { key: 'id', header: 'PO', cell: (po) => <span className="mono">{shortId(po.id)}</span> },
    {
      key: 'vendor',
      header: 'Vendor',
      cell: (po) => (
        <>
          <span className="cell-strong">{po.vendorName}</span>
          {po.notes ? <span className="cell-sub">{po.notes}</span> : null}
        </>
      ),
    },
    { key: 'status', header: 'Status', cell: (po) => <PoStatusBadge po={po} /> },
    { key: 'lines', header: 'Lines', numeric: true, cell: (po) => po.lines.length },
    {
      key: 'total',
      header: 'Total cost',
      numeric: true,
      cell: (po) => {
        const cost = poCostSummary(po, formatNairaAdmin);
        return (
          <>
            {formatNairaAdmin(cost.amount)}
            {cost.note ? <span className="cell-sub">{cost.note}</span> : null}
          </>
        );
      },
    },
    { key: 'created', header: 'Created', cell: (po) => (po.createdAt ? formatDateTime(po.createdAt) : '—') },
    openColumn(openId, setOpenId, (po) => `Open PO ${shortId(po.id)} from ${po.vendorName}`),
  ];

  return (
    <>
      <PageHeader
        title="Purchase orders"
        description="Draft → ordered (Submit) → received (Receive adds the stock). Cancel any time before it is received."
        actions={<StaffOnlyButton onClick={() => setCreating(true)}>New purchase order</StaffOnlyButton>}
      />
      <div className={`admin-split admin-split--roomy po-layout${open ? ' po-layout--open' : ''}`}>
        {open ? (
          <PoEditor
            key={`${open.id}-${open.status}`}
            po={open}
            materials={materials.data}
            onClose={() => setOpenId(null)}
          />
        ) : null}
        <div>
          <FilterBar
            label="Filter purchase orders"
            resetVisible={status !== ''}
            onReset={() => setStatus('')}
            summary={
              shown
                ? `${shown.length} purchase orders${orders.data && orders.data.length >= PO_LIST_LIMIT ? ` (newest ${PO_LIST_LIMIT})` : ''}`
                : null
            }
          >
            <ChoiceSelect
              label="Status"
              value={status}
              onChange={(value) => setStatus(value as PoStatus | '')}
              choices={PO_STATUSES}
              allLabel="All statuses"
              labelOf={(s) => PO_STATUS_LABELS[s]}
            />
          </FilterBar>
          <DataTable
            caption="Purchase orders, newest first"
            columns={columns}
            rows={shown}
            rowKey={(po) => po.id}
            selectedKey={openId}
            loading={orders.isPending}
            loadingLabel="Loading purchase orders…"
            error={orders.isError ? `Could not load purchase orders: ${errorDetail(orders.error)}` : null}
            onRetry={() => void orders.refetch()}
            empty={status ? 'No purchase orders with this status.' : 'No purchase orders yet.'}
          />
        </div>
      </div>
      {creating ? (
        <CreatePoDialog
          onClose={() => setCreating(false)}
          onCreated={(po) => {
            setCreating(false);
            setOpenId(po.id);
          }}
        />
      ) : null}
    </>
  );
}

export { PurchaseOrdersScreen as Component };

// 'Most wanted' on the Catalog (docs/product.md#back-in-stock): the sold-out sizes most customers wait for, and the
// pre-order pieces customers wait to open (docs/product.md#pre-order-alerts), so the owner can plan from real demand.
import { errorDetail } from '@aso/domain/shared/errors';
import { DataTable } from '../../../components/admin-shell';
import { useMostWanted, usePreorderWanted } from '../api/get-waiting';

export function MostWanted() {
  const wanted = useMostWanted();
  const preorders = usePreorderWanted();
  return (
    <section className="admin-panel" aria-labelledby="most-wanted">
      <h2 id="most-wanted" className="admin-panel__title">
        Most wanted
      </h2>
      <DataTable
        caption="Sold-out sizes customers asked to be told about, most waiting first"
        rows={wanted.data}
        rowKey={(w) => `${w.productId}-${w.size}`}
        loading={wanted.isPending}
        loadingLabel="Loading requests…"
        error={wanted.error ? `Could not load back-in-stock requests: ${errorDetail(wanted.error)}` : null}
        onRetry={() => void wanted.refetch()}
        empty="Nobody is waiting for a sold-out size."
        columns={[
          { key: 'product', header: 'Product', cell: (w) => w.productName },
          { key: 'size', header: 'Size', cell: (w) => w.size },
          { key: 'waiting', header: 'Waiting', numeric: true, cell: (w) => w.waiting },
        ]}
      />
      <DataTable
        caption="Pre-order pieces customers asked to be told about when pre-orders open, most waiting first"
        rows={preorders.data}
        rowKey={(w) => w.productId}
        loading={preorders.isPending}
        loadingLabel="Loading requests…"
        error={preorders.error ? `Could not load pre-order requests: ${errorDetail(preorders.error)}` : null}
        onRetry={() => void preorders.refetch()}
        empty="Nobody is waiting for pre-orders to open."
        columns={[
          { key: 'product', header: 'Pre-order piece', cell: (w) => w.productName },
          { key: 'waiting', header: 'Waiting', numeric: true, cell: (w) => w.waiting },
        ]}
      />
    </section>
  );
}

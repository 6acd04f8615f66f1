// 'Most wanted' on the Catalog (docs/product.md#back-in-stock): the sold-out sizes most customers wait for, so the
// owner can plan production from real demand.
import { errorDetail } from '@aso/domain/shared/errors';
import { DataTable } from '../../../components/admin-shell';
import { useMostWanted } from '../api/get-waiting';

export function MostWanted() {
  const wanted = useMostWanted();
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
    </section>
  );
}

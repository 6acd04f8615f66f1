// "What can be made": per ready-to-wear product and size, the stock and how many more pieces the materials on hand
// allow, naming the material that runs out first (domain whatCanBeMade). Inventory and Production show it.
import { DataTable } from './admin-shell';
import { canMakeRows, useBills, useMaterialsLite, useRtwProducts, type CanMakeRow } from '../lib/production';

export function CanMakeTable() {
  const products = useRtwProducts();
  const bills = useBills();
  const materials = useMaterialsLite();
  const ready = products.data && bills.data && materials.data;
  const rows = ready ? canMakeRows(products.data, bills.data, materials.data) : undefined;
  const failed = products.error ?? bills.error ?? materials.error;
  return (
    <DataTable<CanMakeRow>
      caption="What can be made"
      showCaption
      rows={rows}
      loading={!ready && !failed}
      error={failed ? 'Could not read products, bills or materials.' : null}
      rowKey={(r) => `${r.productId}-${r.size}`}
      empty="No ready-to-wear products yet."
      columns={[
        { key: 'name', header: 'Product', cell: (r) => r.name },
        { key: 'size', header: 'Size', cell: (r) => r.size },
        { key: 'onHand', header: 'In stock', numeric: true, cell: (r) => r.onHand },
        {
          key: 'canMake',
          header: 'Can make',
          numeric: true,
          cell: (r) => (r.canMake === null ? 'No bill' : `${r.canMake} more`),
        },
        { key: 'constraint', header: 'Limited by', cell: (r) => r.constraint ?? '—' },
      ]}
    />
  );
}

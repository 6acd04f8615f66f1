// Margin per product over the period (docs/product.md#finance): units, revenue, cost of goods and margin per product,
// and per size where it sold in more than one; any column sorts (a second click the other way round), and the table
// exports as CSV. The figures are the stats days' (domain productMargins), never every order.
import { useState } from 'react';
import { productMarginCsv } from '@aso/domain/shared/csv';
import {
  sortProductMargins,
  type MarginFigures,
  type ProductMargin,
  type ProductMarginSort,
} from '@aso/domain/finance/finance';
import { Button } from '../../../components/button';
import { formatNairaAdmin } from '../../../lib/format';
import { DataTable, csvFileName, downloadCsv } from '../../../components/admin-shell';

type Row = MarginFigures & { readonly key: string; readonly label: string; readonly size: string | null };

const COLUMNS: readonly { key: ProductMarginSort; header: string; numeric: boolean }[] = [
  { key: 'name', header: 'Product', numeric: false },
  { key: 'qty', header: 'Units', numeric: true },
  { key: 'revenue', header: 'Revenue', numeric: true },
  { key: 'cogs', header: 'Cost of goods', numeric: true },
  { key: 'margin', header: 'Margin', numeric: true },
  { key: 'marginPercent', header: 'Margin %', numeric: true },
];

const sizeLabel = (size: string): string => (size === '-' ? 'No size' : `Size ${size}`);

function rowsOf(products: readonly ProductMargin[]): Row[] {
  return products.flatMap((p) => [
    { ...p, key: p.productId, label: p.name, size: null },
    ...p.sizes.map((s) => ({ ...s, key: `${p.productId}/${s.size}`, label: sizeLabel(s.size), size: s.size })),
  ]);
}

function cell(row: Row, column: ProductMarginSort) {
  switch (column) {
    case 'name':
      return row.size === null ? (
        <span className="cell-strong">{row.label}</span>
      ) : (
        <span className="fin-size">{row.label}</span>
      );
    case 'qty':
      return row.qty;
    case 'marginPercent':
      return row.marginPercent === null ? '—' : `${row.marginPercent}%`;
    default:
      return formatNairaAdmin(row[column]);
  }
}

export function ProductMargins({
  products,
  from,
  to,
}: {
  readonly products: readonly ProductMargin[];
  readonly from: string;
  readonly to: string;
}) {
  const [sort, setSort] = useState<{ by: ProductMarginSort; reversed: boolean }>({ by: 'revenue', reversed: false });
  const sorted = sortProductMargins(products, sort.by, sort.reversed);
  return (
    <section aria-labelledby="fin-products-title" className="stack">
      <div className="row fin-products__header">
        <h2 id="fin-products-title" className="admin-panel__title">
          Margin per product
        </h2>
        {/* On a phone the headers are read, not drawn (each row is a card), so the sort is chosen here. */}
        <label className="fin-products__sort">
          Sort by{' '}
          <select
            value={sort.by}
            onChange={(e) => setSort({ by: e.target.value as ProductMarginSort, reversed: false })}
          >
            {COLUMNS.map((c) => (
              <option key={c.key} value={c.key}>
                {c.header}
              </option>
            ))}
          </select>
        </label>
        <Button
          variant="secondary"
          size="sm"
          disabled={products.length === 0}
          onClick={() => downloadCsv(csvFileName(`product-margins-${from}-to`, to), productMarginCsv(sorted))}
        >
          Export product margins CSV
        </Button>
      </div>
      <DataTable
        caption="Margin per product"
        rows={rowsOf(sorted)}
        rowKey={(r) => r.key}
        empty="No sales in this period."
        columns={COLUMNS.map((c) => ({
          key: c.key,
          numeric: c.numeric,
          // The header is a sort button: a phone's card names each figure with the column's plain words.
          label: c.header,
          header: (
            <button
              type="button"
              className="table-sort"
              onClick={() => setSort((s) => ({ by: c.key, reversed: s.by === c.key ? !s.reversed : false }))}
            >
              {c.header}
              {sort.by === c.key ? (
                <>
                  <span aria-hidden="true">{sort.reversed ? ' ↑' : ' ↓'}</span>
                  <span className="visually-hidden">{sort.reversed ? ' (sorted, reversed)' : ' (sorted)'}</span>
                </>
              ) : null}
            </button>
          ),
          cell: (r: Row) => cell(r, c.key),
        }))}
      />
      <p className="muted">
        Revenue at the pieces’ prices (deposits while a balance is due); shipping and order discounts are in the revenue
        card, not here. Cost of goods is each piece’s bill at the materials’ average cost plus labour, fixed when the
        order was paid.
      </p>
    </section>
  );
}

// Inventory (docs/product.md#inventory): the raw-materials table with filters (search, category, unit, low stock,
// active) and the actions New Material, Receive Stock, Adjust and Set Threshold, plus each material's ledger.
import { useMemo, useState } from 'react';
import { errorDetail } from '@aso/domain/shared/errors';
import { isLowStock } from '@aso/domain/catalogue/stock';
import { matchesSearch } from '@aso/domain/shared/search';
import { MATERIAL_UNITS } from '@aso/domain/shared/vocab';
import { formatNairaAdmin } from '../../lib/format';
import { Button } from '../../components/button';
import { CheckboxField, SelectField } from '../../components/field';
import {
  ActiveBadge,
  ChoiceSelect,
  DataTable,
  FilterBar,
  SearchField,
  PageHeader,
  StatusBadge,
  type Column,
} from '../../components/admin-shell';
import { useMaterials, type MaterialRow } from './api/get-materials';
import { LedgerDialog } from './components/ledger-dialog';
import { CanMakeTable } from '../../components/can-make-table';
import { AdjustDialog, NewMaterialDialog, ReceiveStockDialog, ThresholdDialog } from './components/material-dialogs';

type Dialog =
  | { kind: 'new' }
  | { kind: 'receive'; materialId: string | null }
  | { kind: 'adjust' | 'threshold' | 'ledger'; material: MaterialRow };

type ActiveFilter = 'active' | 'inactive' | 'all';

/** A material row's buttons: what each opens, its words and its name for screen readers. */
const ROW_ACTIONS: readonly {
  readonly label: string;
  readonly ariaLabel: (name: string) => string;
  readonly variant: 'secondary' | 'ghost';
  readonly open: (m: MaterialRow) => Dialog;
}[] = [
  {
    label: 'Receive',
    ariaLabel: (name) => `Receive stock of ${name}`,
    variant: 'secondary',
    open: (m) => ({ kind: 'receive', materialId: m.id }),
  },
  {
    label: 'Adjust',
    ariaLabel: (name) => `Adjust ${name}`,
    variant: 'secondary',
    open: (m) => ({ kind: 'adjust', material: m }),
  },
  {
    label: 'Threshold',
    ariaLabel: (name) => `Set threshold of ${name}`,
    variant: 'ghost',
    open: (m) => ({ kind: 'threshold', material: m }),
  },
  {
    label: 'Ledger',
    ariaLabel: (name) => `Ledger of ${name}`,
    variant: 'ghost',
    open: (m) => ({ kind: 'ledger', material: m }),
  },
];

function InventoryScreen() {
  const materials = useMaterials();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [unit, setUnit] = useState('');
  const [lowOnly, setLowOnly] = useState(false);
  const [active, setActive] = useState<ActiveFilter>('active');
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const all = materials.data;
  const categories = useMemo(() => [...new Set((all ?? []).map((m) => m.category).filter(Boolean))].sort(), [all]);
  const shown = useMemo(
    () =>
      (all ?? []).filter(
        (m) =>
          matchesSearch(search, [m.name, m.sku]) &&
          (category === '' || m.category === category) &&
          (unit === '' || m.unit === unit) &&
          (!lowOnly || isLowStock(m.onHand, m.reorderLevel)) &&
          (active === 'all' || m.active === (active === 'active')),
      ),
    [all, search, category, unit, lowOnly, active],
  );
  const filtered = search !== '' || category !== '' || unit !== '' || lowOnly || active !== 'active';

  const columns: Column<MaterialRow>[] = [
    { key: 'sku', header: 'SKU', cell: (m) => <span className="mono">{m.sku}</span> },
    {
      key: 'name',
      header: 'Material',
      cell: (m) => (
        <>
          <span className="cell-strong">{m.name}</span>
          <span className="cell-sub">{m.category || 'Uncategorised'}</span>
        </>
      ),
    },
    { key: 'unit', header: 'Unit', cell: (m) => m.unit },
    {
      key: 'onHand',
      header: 'On hand',
      numeric: true,
      cell: (m) =>
        isLowStock(m.onHand, m.reorderLevel) ? (
          <StatusBadge tone={m.onHand <= 0 ? 'danger' : 'warn'}>{`${m.onHand} · low`}</StatusBadge>
        ) : (
          m.onHand
        ),
    },
    { key: 'reorder', header: 'Reorder level', numeric: true, cell: (m) => m.reorderLevel ?? '—' },
    { key: 'min', header: 'Min level', numeric: true, cell: (m) => m.minLevel ?? '—' },
    {
      key: 'cost',
      header: 'Average cost',
      numeric: true,
      cell: (m) => (m.unitCost === null ? '—' : `${formatNairaAdmin(m.unitCost)} / ${m.unit}`),
    },
    { key: 'active', header: 'Status', cell: (m) => <ActiveBadge active={m.active} /> },
    {
      key: 'actions',
      header: '',
      srHeader: 'Actions',
      cell: (m) => (
        <span className="row-actions-grid">
          {ROW_ACTIONS.map((action) => (
            <Button
              key={action.label}
              size="sm"
              variant={action.variant}
              onClick={() => setDialog(action.open(m))}
              aria-label={action.ariaLabel(m.name)}
            >
              {action.label}
            </Button>
          ))}
        </span>
      ),
    },
  ];

  const close = () => setDialog(null);
  return (
    <>
      <PageHeader
        title="Inventory"
        description="Raw materials and their stock. Every change is recorded in the material's ledger."
        actions={
          <>
            <Button
              variant="secondary"
              onClick={() => setDialog({ kind: 'receive', materialId: null })}
              disabled={!all?.length}
            >
              Receive stock
            </Button>
            <Button onClick={() => setDialog({ kind: 'new' })}>New material</Button>
          </>
        }
      />
      <FilterBar
        label="Filter materials"
        resetVisible={filtered}
        onReset={() => {
          setSearch('');
          setCategory('');
          setUnit('');
          setLowOnly(false);
          setActive('active');
        }}
        summary={all ? `${shown.length} of ${all.length} materials` : null}
      >
        <SearchField placeholder="Name or SKU" value={search} onChange={setSearch} />
        <ChoiceSelect
          label="Category"
          value={category}
          onChange={setCategory}
          choices={categories}
          allLabel="All categories"
        />
        <ChoiceSelect label="Unit" value={unit} onChange={setUnit} choices={MATERIAL_UNITS} allLabel="All units" />
        <SelectField label="Active" value={active} onChange={(e) => setActive(e.target.value as ActiveFilter)}>
          <option value="active">Active</option>
          <option value="inactive">Inactive</option>
          <option value="all">All</option>
        </SelectField>
        <CheckboxField label="Low stock only" checked={lowOnly} onChange={(e) => setLowOnly(e.target.checked)} />
      </FilterBar>
      <DataTable
        caption="Raw materials"
        columns={columns}
        rows={all ? shown : undefined}
        rowKey={(m) => m.id}
        loading={materials.isPending}
        loadingLabel="Loading materials…"
        error={materials.isError ? `Could not load materials: ${errorDetail(materials.error)}` : null}
        onRetry={() => void materials.refetch()}
        empty={filtered ? 'No materials match these filters.' : 'No materials yet. Create the first one.'}
      />
      {dialog?.kind === 'new' ? <NewMaterialDialog onClose={close} /> : null}
      {dialog?.kind === 'receive' ? (
        <ReceiveStockDialog
          materials={(all ?? []).filter((m) => m.active)}
          initial={dialog.materialId}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'adjust' ? <AdjustDialog material={dialog.material} onClose={close} /> : null}
      {dialog?.kind === 'threshold' ? <ThresholdDialog material={dialog.material} onClose={close} /> : null}
      {dialog?.kind === 'ledger' ? <LedgerDialog material={dialog.material} onClose={close} /> : null}
      <CanMakeTable />
    </>
  );
}

export { InventoryScreen as Component };

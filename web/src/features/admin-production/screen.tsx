// Production (docs/product.md#production): plan or make a run ("make 10 of size M"), the latest runs with Complete and
// "Draft purchase order from shortfall" for planned runs, and what the materials on hand can still make. A run's id is
// chosen when the form opens, so a double click or a retry is the same run; a shortfall comes back naming each
// short material and how much is missing.
import { useState } from 'react';
import { typedNumber } from '@aso/domain/shared/numbers';
import { quantityInWords, runShortfall, shortfallMessage, runLabel } from '@aso/domain/production/production';
import { SIZES, type Size } from '@aso/domain/shared/vocab';
import { shortfallPoDrafted } from '@aso/domain/production/messages';
import { recordProductionRunInput } from '@aso/domain/production/schemas/production';
import type { FieldErrors } from '@aso/domain/shared/errors';
import { shortId } from '@aso/domain/shared/text';
import { fieldErrors } from '@aso/domain/shared/validate';
import { Button } from '../../components/button';
import { SelectField, TextField } from '../../components/field';
import { CanMakeTable } from '../../components/can-make-table';
import { DataTable, PageHeader, StatusBadge, adminErrorMessage, fieldErrorsOf } from '../../components/admin-shell';
import { formatDateTime, formatNairaAdmin } from '../../lib/format';
import { useMaterialsLite, useRtwProducts, type MaterialLite } from '../../lib/production';
import { useToast } from '../../lib/toast';
import { useDraftShortfallPo, useRecordRun, useRuns, type RunRow } from './api/runs';
import { ErrorNotice } from '../../components/error-notice';

const newRunId = (): string => crypto.randomUUID();

const STATUS_TONE = { planned: 'info', completed: 'success', returned: 'neutral' } as const;
const STATUS_LABEL = { planned: 'Planned', completed: 'Completed', returned: 'Returned' } as const;

/** A planned run's shortfall against the materials on hand now (empty when it can be made). */
function runShort(run: RunRow, materials: readonly MaterialLite[]) {
  const need = new Map(run.materials.map((m) => [m.materialId, m.qty]));
  return runShortfall(need, new Map(materials.map((m) => [m.id, m])));
}

function ProductionScreen() {
  const products = useRtwProducts();
  const materials = useMaterialsLite();
  const runs = useRuns();
  const record = useRecordRun();
  const toast = useToast();
  const [productId, setProductId] = useState('');
  const [size, setSize] = useState<Size>('M');
  const [qty, setQty] = useState('1');
  const [runId, setRunId] = useState(newRunId);
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  /** What went wrong with a run in the list, said at that run (Complete, Draft purchase order). */
  const [runFailures, setRunFailures] = useState<Readonly<Record<string, string>>>({});
  const draft = useDraftShortfallPo();
  const product = products.data?.find((p) => p.id === productId) ?? null;
  const failAt = (runId: string, message: string | null) =>
    setRunFailures((f) => {
      const { [runId]: _gone, ...rest } = f;
      return message ? { ...rest, [runId]: message } : rest;
    });

  async function submit(complete: boolean) {
    setFailure(null);
    const input = { runId, productId, size, qty: typedNumber(qty), complete };
    // The form's own mistakes at their fields (Pieces, Product), as the server would word them.
    const checked = recordProductionRunInput.safeParse(input);
    if (!checked.success) return setErrors(fieldErrors(checked.error));
    setErrors({});
    try {
      const result = await record.mutateAsync(input);
      const label = runLabel(product?.name ?? 'piece', size, input.qty);
      toast(
        result.status === 'completed'
          ? `Made ${label}. Stock is now ${result.stockOnHand ?? '—'}.`
          : `Planned ${label}.`,
        { tone: 'success' },
      );
      setRunId(newRunId());
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setFailure(adminErrorMessage(error, 'Could not record the run.'));
    }
  }

  async function complete(run: RunRow) {
    failAt(run.id, null);
    try {
      await record.mutateAsync({
        runId: run.id,
        productId: run.productId,
        size: run.size,
        qty: run.qty,
        complete: true,
      });
      toast(`Made ${runLabel(run.productName, run.size, run.qty)}.`, { tone: 'success' });
    } catch (error) {
      failAt(run.id, adminErrorMessage(error, 'Could not complete the run.'));
    }
  }

  function draftPo(run: RunRow) {
    failAt(run.id, null);
    draft.mutate(
      { runId: run.id },
      {
        onSuccess: (result) =>
          toast(shortfallPoDrafted(shortId(result.purchaseOrderId), result.created), { tone: 'success' }),
        onError: (error) => failAt(run.id, adminErrorMessage(error, 'Could not draft the purchase order.')),
      },
    );
  }

  return (
    <>
      <PageHeader
        title="Production"
        description="Make ready-to-wear pieces from the materials on hand: plan a run, then complete it."
      />
      <div className="stack">
        <form
          className="admin-panel stack"
          aria-label="New production run"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit(true);
          }}
        >
          <h2 className="admin-panel__title">New run</h2>
          <div className="row">
            <SelectField
              label="Product"
              value={productId}
              error={errors.productId}
              onChange={(e) => setProductId(e.target.value)}
            >
              <option value="">Choose a product</option>
              {(products.data ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Size"
              value={size}
              error={errors.size}
              onChange={(e) => setSize(e.target.value as Size)}
            >
              {(product?.sizes ?? SIZES).map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </SelectField>
            <TextField
              label="Pieces"
              inputMode="numeric"
              value={qty}
              error={errors.qty}
              onChange={(e) => setQty(e.target.value)}
            />
          </div>
          <ErrorNotice message={failure} />
          <div className="row">
            <Button variant="secondary" loading={record.isPending} onClick={() => void submit(false)}>
              Plan run
            </Button>
            <Button type="submit" loading={record.isPending}>
              Make now
            </Button>
          </div>
        </form>
        <DataTable<RunRow>
          caption="Production runs"
          showCaption
          rows={runs.data}
          loading={runs.isPending}
          error={runs.isError ? 'Could not read the runs.' : null}
          onRetry={() => void runs.refetch()}
          rowKey={(r) => r.id}
          empty="No production runs yet."
          columns={[
            { key: 'when', header: 'When', cell: (r) => formatDateTime(r.createdAt) },
            {
              key: 'what',
              header: 'Run',
              cell: (r) =>
                r.orderId
                  ? `Order ${r.orderId.slice(0, 8).toUpperCase()}: ${r.productName}`
                  : runLabel(r.productName, r.size, r.qty),
            },
            {
              key: 'status',
              header: 'Status',
              cell: (r) => <StatusBadge tone={STATUS_TONE[r.status]}>{STATUS_LABEL[r.status]}</StatusBadge>,
            },
            {
              key: 'materials',
              header: 'Materials',
              cell: (r) => r.materials.map((m) => `${m.name} ${quantityInWords(m.qty, m.unit)}`).join(', '),
            },
            {
              key: 'cost',
              header: 'Cost a piece',
              numeric: true,
              cell: (r) => (r.unitCost === null ? '—' : formatNairaAdmin(r.unitCost)),
            },
            {
              key: 'actions',
              header: '',
              srHeader: 'Actions',
              cell: (r) => {
                if (r.status !== 'planned') return null;
                const short = runShort(r, materials.data ?? []);
                const failed = runFailures[r.id];
                return (
                  <div className="stack">
                    <div className="row">
                      <Button
                        variant="secondary"
                        onClick={() => void complete(r)}
                        aria-label={`Complete ${runLabel(r.productName, r.size, r.qty)}`}
                      >
                        Complete
                      </Button>
                      {short.length > 0 ? (
                        <Button
                          variant="secondary"
                          title={shortfallMessage(runLabel(r.productName, r.size, r.qty), short)}
                          loading={draft.isPending && draft.variables.runId === r.id}
                          onClick={() => draftPo(r)}
                        >
                          Draft purchase order from shortfall
                        </Button>
                      ) : null}
                    </div>
                    <ErrorNotice message={failed} />
                  </div>
                );
              },
            },
          ]}
        />
        <CanMakeTable />
      </div>
    </>
  );
}

export { ProductionScreen as Component };

// The bill of materials of a saved product (docs/product.md#production): per size, which materials and how much of
// each one piece takes — the unit comes from the material — plus the labour per piece. Saved on its own button through
// `saveBillOfMaterials`; the domain refuses unknown materials, repeats, other units and quantities of 0. It is a form
// of its own (beside the product's), checked with the domain schema first: a submit that leaves a mistake brings the
// first one into view with the focus (docs/architecture.md#forms), whether the browser or the server found it.
import { useState, type FormEvent } from 'react';
import { saveBillOfMaterialsInput } from '@aso/domain/production/schemas/production';
import { typedNumber, typedNumberOrNull } from '@aso/domain/shared/numbers';
import { fieldErrors } from '@aso/domain/shared/validate';
import type { FieldErrors } from '@aso/domain/shared/errors';
import { pieceCost } from '@aso/domain/production/production';
import type { BillOfMaterials } from '@aso/domain/production/schemas/production';
import { SIZES, type Size } from '@aso/domain/shared/vocab';
import { Button } from '../../../components/button';
import { SelectField, TextField } from '../../../components/field';
import { adminErrorMessage, fieldErrorsOf } from '../../../components/admin-shell';
import { formatNairaAdmin } from '../../../lib/format';
import { useMaterialsLite } from '../../../lib/production';
import { useToast } from '../../../lib/toast';
import { useSaveBill } from '../api/save-bill';
import { ErrorNotice } from '../../../components/error-notice';

interface LineRow {
  readonly materialId: string;
  readonly qty: string;
}

type Rows = Partial<Record<Size, LineRow[]>>;

const rowsFrom = (bom: BillOfMaterials): Rows =>
  Object.fromEntries(
    Object.entries(bom).map(([size, lines]) => [
      size,
      lines.map((l) => ({ materialId: l.materialId, qty: String(l.qty) })),
    ]),
  );

export interface BillEditorProps {
  readonly productId: string;
  readonly sizes: readonly Size[];
  readonly bom: BillOfMaterials;
  readonly labourCost: number | null;
}

export function BillEditor({ productId, sizes, bom, labourCost }: BillEditorProps) {
  const [rows, setRows] = useState<Rows>(() => rowsFrom(bom));
  const [labour, setLabour] = useState(labourCost === null ? '' : String(labourCost));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const materials = useMaterialsLite();
  const save = useSaveBill();
  const toast = useToast();
  const byId = new Map((materials.data ?? []).map((m) => [m.id, m]));
  const shown = sizes.length > 0 ? sizes : SIZES;

  const setLine = (size: Size, i: number, patch: Partial<LineRow>) =>
    setRows((r) => ({ ...r, [size]: (r[size] ?? []).map((l, j) => (j === i ? { ...l, ...patch } : l)) }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    // A line whose material is not chosen yet counts only when its quantity was typed (then it is a mistake to show).
    const payload = {
      productId,
      bom: Object.fromEntries(
        shown.map((size) => [
          size,
          (rows[size] ?? [])
            .filter((l) => l.materialId !== '' || l.qty.trim() !== '')
            .map((l) => ({ materialId: l.materialId, qty: typedNumber(l.qty), unit: byId.get(l.materialId)?.unit })),
        ]),
      ),
      labourCost: typedNumberOrNull(labour),
    };
    const checked = saveBillOfMaterialsInput.safeParse(payload);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error));
      return;
    }
    setErrors({});
    try {
      const result = await save.mutateAsync(payload);
      toast(`Bill of materials saved (${result.lines} line${result.lines === 1 ? '' : 's'}).`, { tone: 'success' });
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setFailure(adminErrorMessage(error, 'Could not save the bill of materials.'));
    }
  }

  return (
    <form className="stack bill-editor" aria-labelledby="bill-title" noValidate onSubmit={(e) => void submit(e)}>
      <h3 id="bill-title">Bill of materials</h3>
      <p className="muted">What one piece of each size takes. Units come from the material.</p>
      <ErrorNotice message={failure} />
      {shown.map((size) => {
        const lines = rows[size] ?? [];
        const cost = pieceCost(
          lines.flatMap((l) => {
            const m = byId.get(l.materialId);
            const qty = typedNumber(l.qty);
            return m && qty > 0 ? [{ materialId: l.materialId, qty, unit: m.unit }] : [];
          }),
          byId,
          Number.isFinite(typedNumberOrNull(labour)) ? typedNumberOrNull(labour) : null,
        );
        return (
          <fieldset key={size} className="bill-editor__size" aria-label={`Size ${size} materials`}>
            <legend>
              Size {size}
              {lines.length > 0 ? ` — about ${formatNairaAdmin(cost.unitCost)} a piece` : ''}
            </legend>
            {lines.map((line, i) => (
              <div key={i} className="row">
                <SelectField
                  label={`Material (${size}, line ${i + 1})`}
                  value={line.materialId}
                  error={errors[`bom.${size}.${i}.materialId`]}
                  onChange={(e) => setLine(size, i, { materialId: e.target.value })}
                >
                  <option value="">Choose a material</option>
                  {(materials.data ?? []).map((m) => (
                    <option key={m.id} value={m.id}>
                      {m.name} ({m.unit})
                    </option>
                  ))}
                </SelectField>
                <TextField
                  label={`Per piece (${byId.get(line.materialId)?.unit ?? 'unit'}s)`}
                  inputMode="decimal"
                  value={line.qty}
                  error={errors[`bom.${size}.${i}.qty`] ?? errors[`bom.${size}.${i}.unit`]}
                  onChange={(e) => setLine(size, i, { qty: e.target.value })}
                />
                <Button
                  variant="secondary"
                  onClick={() => setRows((r) => ({ ...r, [size]: (r[size] ?? []).filter((_, j) => j !== i) }))}
                >
                  Remove
                </Button>
              </div>
            ))}
            <Button
              variant="secondary"
              onClick={() => setRows((r) => ({ ...r, [size]: [...(r[size] ?? []), { materialId: '', qty: '' }] }))}
            >
              Add material to {size}
            </Button>
          </fieldset>
        );
      })}
      <TextField
        label="Labour per piece (₦)"
        inputMode="decimal"
        value={labour}
        error={errors.labourCost}
        hint="Optional; added to each piece's cost of goods."
        onChange={(e) => setLabour(e.target.value)}
      />
      <div>
        <Button type="submit" loading={save.isPending}>
          Save bill of materials
        </Button>
      </div>
    </form>
  );
}

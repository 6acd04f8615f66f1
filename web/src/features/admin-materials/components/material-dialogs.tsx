// The inventory actions of docs/product.md#inventory, with their rules and messages: New Material, Receive Stock,
// Adjust and Set Threshold. Each checks its input with the domain schema before calling its function; Receive and
// Adjust send an id fixed when the form opens, so the server moves the stock once however often it is sent.
import { useState } from 'react';
import {
  MATERIAL_CREATE_FAILED,
  REORDER_LEVEL_UPDATE_FAILED,
  STOCK_UPDATE_FAILED,
  UPDATE_STOCK_FAILED,
} from '@aso/domain/materials/messages';
import {
  adjustMaterialInput,
  createMaterialInput,
  receiveMaterialInput,
  setMaterialThresholdInput,
} from '@aso/domain/materials/schemas/materials';
import { quantityInWords } from '@aso/domain/production/production';
import { ADJUST_REASONS, DEFAULT_MATERIAL_UNIT, MATERIAL_UNITS, type AdjustReason } from '@aso/domain/shared/vocab';
import { SelectField, TextAreaField, TextField } from '../../../components/field';
import { useToast } from '../../../lib/toast';
import { typedNumber, typedNumberOrNull } from '@aso/domain/shared/numbers';
import { ChoiceOptions, FormDialog, useDialogForm } from '../../../components/admin-shell';
import type { MaterialRow } from '../api/get-materials';
import { useAdjustMaterial, useCreateMaterial, useReceiveMaterial } from '../api/material-writes';
import { useSetMaterialThreshold } from '../api/set-threshold';

export const REASON_LABELS: Readonly<Record<AdjustReason, string>> = {
  received_po: 'Received (PO)',
  correction: 'Correction',
  damaged: 'Damaged',
  shrinkage: 'Shrinkage',
  return: 'Return',
  manual: 'Manual',
};

interface DialogProps {
  readonly onClose: () => void;
}

export function NewMaterialDialog({ onClose }: DialogProps) {
  const form = useDialogForm({
    sku: '',
    name: '',
    unit: DEFAULT_MATERIAL_UNIT,
    category: '',
    initialQty: '',
    unitCost: '',
    reorderLevel: '',
    minLevel: '',
  });
  const { fields: f, failure } = form;
  const create = useCreateMaterial();
  const toast = useToast();

  const submit = () => {
    const payload = {
      sku: f.sku,
      name: f.name,
      unit: f.unit,
      category: f.category,
      initialQty: f.initialQty.trim() === '' ? 0 : typedNumber(f.initialQty),
      unitCost: typedNumberOrNull(f.unitCost),
      reorderLevel: typedNumberOrNull(f.reorderLevel),
      minLevel: typedNumberOrNull(f.minLevel),
    };
    if (!form.accepts(createMaterialInput, payload)) return;
    create.mutate(payload, {
      onSuccess: () => {
        toast(`Material ${f.name.trim()} created.`, { tone: 'success' });
        onClose();
      },
      onError: form.failed(MATERIAL_CREATE_FAILED),
    });
  };

  return (
    <FormDialog
      title="New material"
      submitLabel="Create material"
      busy={create.isPending}
      error={failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="admin-form-grid">
        <TextField {...form.bind('sku')} label="SKU" required />
        <TextField {...form.bind('name')} label="Name" required />
        <SelectField {...form.bind('unit')} label="Unit">
          <ChoiceOptions choices={MATERIAL_UNITS} />
        </SelectField>
        <TextField {...form.bind('category')} label="Category" placeholder="Fabric, Lining, Trims…" />
        <TextField {...form.bind('initialQty')} label="Initial quantity" inputMode="decimal" placeholder="0" />
        <TextField
          {...form.bind('unitCost')}
          label="Opening cost per unit (₦)"
          inputMode="decimal"
          hint="Optional: what it cost; the average cost starts here"
        />
        <TextField {...form.bind('reorderLevel')} label="Reorder level" inputMode="decimal" hint="Optional" />
        <TextField {...form.bind('minLevel')} label="Minimum level" inputMode="decimal" hint="Optional" />
      </div>
    </FormDialog>
  );
}

export function ReceiveStockDialog({
  materials,
  initial,
  onClose,
}: DialogProps & { readonly materials: readonly MaterialRow[]; readonly initial: string | null }) {
  const form = useDialogForm({ materialId: initial ?? '', qty: '', unitCost: '', vendorName: '', note: '' });
  // One receipt per opened form: a double click or a retry is the same receipt on the server.
  const [requestId] = useState(() => crypto.randomUUID());
  const { fields: f, failure } = form;
  const receive = useReceiveMaterial();
  const toast = useToast();
  const material = materials.find((m) => m.id === f.materialId);

  const submit = () => {
    const payload = {
      materialId: f.materialId,
      requestId,
      qty: typedNumber(f.qty),
      unitCost: typedNumberOrNull(f.unitCost),
      vendorName: f.vendorName,
      note: f.note,
    };
    if (!form.accepts(receiveMaterialInput, payload)) return;
    receive.mutate(payload, {
      onSuccess: (r) => {
        const amount = (qty: number) => (material ? quantityInWords(qty, material.unit) : String(qty));
        toast(
          r.delta === 0
            ? `That receipt was already recorded. On hand: ${amount(r.onHand)}.`
            : `Received ${amount(r.delta)} of ${material?.name ?? 'material'}. On hand: ${amount(r.onHand)}.`,
          { tone: 'success' },
        );
        onClose();
      },
      onError: form.failed(STOCK_UPDATE_FAILED),
    });
  };

  return (
    <FormDialog
      title="Receive stock"
      submitLabel="Receive"
      busy={receive.isPending}
      error={failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <SelectField {...form.bind('materialId')} label="Material" required>
        <option value="">Choose a material</option>
        {materials.map((m) => (
          <option key={m.id} value={m.id}>{`${m.name} (${m.sku})`}</option>
        ))}
      </SelectField>
      <div className="admin-form-grid">
        <TextField
          {...form.bind('qty')}
          label={`Quantity${material ? ` (${material.unit})` : ''}`}
          inputMode="numeric"
          required
        />
        <TextField {...form.bind('unitCost')} label="Unit cost (₦)" inputMode="decimal" hint="Optional" />
        <TextField {...form.bind('vendorName')} label="Vendor" hint="Optional" />
      </div>
      <TextAreaField {...form.bind('note')} label="Note" hint="Optional" />
    </FormDialog>
  );
}

export function AdjustDialog({ material, onClose }: DialogProps & { readonly material: MaterialRow }) {
  const form = useDialogForm({ delta: '', reason: '', note: '', unitCost: '' });
  const [requestId] = useState(() => crypto.randomUUID());
  const { fields: f, failure } = form;
  const adjust = useAdjustMaterial();
  const toast = useToast();

  const submit = () => {
    const payload = {
      materialId: material.id,
      requestId,
      delta: typedNumber(f.delta),
      reason: f.reason === '' ? undefined : (f.reason as AdjustReason),
      note: f.note,
      unitCost: typedNumberOrNull(f.unitCost),
    };
    if (!form.accepts(adjustMaterialInput, payload) || payload.reason === undefined) return;
    adjust.mutate(
      { ...payload, reason: payload.reason },
      {
        onSuccess: (r) => {
          toast(
            r.delta === 0 && r.ledgerId
              ? `That adjustment was already recorded. On hand: ${quantityInWords(r.onHand, material.unit)}.`
              : r.delta === 0
                ? `${material.name} is already at 0; nothing changed.`
                : `${material.name}: ${r.delta > 0 ? '+' : '-'}${quantityInWords(Math.abs(r.delta), material.unit)}. On hand: ${quantityInWords(r.onHand, material.unit)}.`,
            { tone: 'success' },
          );
          onClose();
        },
        onError: form.failed(UPDATE_STOCK_FAILED),
      },
    );
  };

  return (
    <FormDialog
      title={`Adjust ${material.name}`}
      submitLabel="Apply adjustment"
      busy={adjust.isPending}
      error={failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <p className="muted">
        On hand now: {quantityInWords(material.onHand, material.unit)}. A negative change takes stock out; the result
        never goes below 0.
      </p>
      <div className="admin-form-grid">
        <TextField {...form.bind('delta')} label="Change" inputMode="decimal" placeholder="-3 or 5" required />
        <SelectField {...form.bind('reason')} label="Reason" required>
          <option value="">Choose a reason</option>
          <ChoiceOptions choices={ADJUST_REASONS} labelOf={(r) => REASON_LABELS[r]} />
        </SelectField>
        <TextField
          {...form.bind('unitCost')}
          label="Unit cost (₦)"
          inputMode="decimal"
          hint="Optional, for stock coming in: it joins the average cost"
        />
      </div>
      <TextAreaField {...form.bind('note')} label="Note" hint="Optional" />
    </FormDialog>
  );
}

export function ThresholdDialog({ material, onClose }: DialogProps & { readonly material: MaterialRow }) {
  const form = useDialogForm({ level: material.reorderLevel === null ? '' : String(material.reorderLevel) });
  const { fields: f, errors, failure, set } = form;
  const update = useSetMaterialThreshold();
  const toast = useToast();

  const submit = () => {
    const payload = { materialId: material.id, reorderLevel: typedNumberOrNull(f.level) };
    if (!form.accepts(setMaterialThresholdInput, payload)) return;
    update.mutate(payload, {
      onSuccess: (r) => {
        toast(
          r.reorderLevel === null
            ? `Reorder level of ${material.name} cleared.`
            : `Reorder level of ${material.name} set to ${r.reorderLevel}.`,
          { tone: 'success' },
        );
        onClose();
      },
      onError: form.failed(REORDER_LEVEL_UPDATE_FAILED),
    });
  };

  return (
    <FormDialog
      title={`Set threshold: ${material.name}`}
      submitLabel="Save threshold"
      busy={update.isPending}
      error={failure}
      onSubmit={submit}
      onClose={onClose}
      size="sm"
    >
      <TextField
        label={`Reorder level (${material.unit})`}
        inputMode="decimal"
        value={f.level}
        hint="Leave empty to clear it."
        error={errors.reorderLevel}
        onChange={(e) => set('level', e.target.value)}
      />
    </FormDialog>
  );
}

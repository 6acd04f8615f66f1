// Receive a delivery (docs/product.md#purchase-orders): per line still to come, what arrived (pre-filled with all of
// it) and what one unit cost (pre-filled with the ordered cost). Checked with the domain's rules before the call; the
// server checks again in its transaction. The receipt id is fixed when the form opens, so a double click or a retry
// records one delivery.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { typedNumber } from '@aso/domain/shared/numbers';
import { DomainError, type FieldErrors } from '@aso/domain/shared/errors';
import { PO_RECEIVE_FAILED } from '@aso/domain/purchase-orders/messages';
import { outstandingQty, receivePurchaseOrder, type DeliveryLine } from '@aso/domain/purchase-orders/purchase-orders';
import { shortId } from '@aso/domain/shared/text';
import { formatNairaAdmin } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { FormDialog, adminErrorMessage } from '../../../components/admin-shell';
import type { MaterialOption } from '../api/get-material-options';
import type { PurchaseOrderRow } from '../api/get-purchase-orders';
import { poKeys } from '../api/keys';
import { useReceiveDelivery } from '../api/receive-delivery';

/** What arrived as typed ('1,200', '₦2,750.50'); an empty box is none of that line. */
const toNumber = (t: string): number => (t.trim() === '' ? 0 : typedNumber(t));

export function DeliveryDialog({
  po,
  materials,
  onDone,
  onClose,
}: {
  readonly po: PurchaseOrderRow;
  readonly materials: readonly MaterialOption[] | undefined;
  readonly onDone: () => void;
  readonly onClose: () => void;
}) {
  // What the form was opened on: a delivery recorded meanwhile (another tab) makes the server refuse this one.
  const [opened, setOpened] = useState(() => ({ receiptId: crypto.randomUUID(), receiptsSeen: po.receipts.length }));
  const due = po.lines.flatMap((l, line) => (outstandingQty(l) > 0 ? [{ line, po: l }] : []));
  const fill = () => due.map((d) => ({ qty: String(outstandingQty(d.po)), unitCost: String(d.po.unitCost) }));
  const [entries, setEntries] = useState(fill);
  const client = useQueryClient();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const receive = useReceiveDelivery();
  const toast = useToast();
  // Another delivery landed (the refusal below re-reads the PO): the form starts again from what is still to come
  // now, so she sees what changed instead of the old figures (state adjusted during render, as React's docs show).
  // Not while this form's own delivery is being recorded: its success closes the form.
  if (po.receipts.length !== opened.receiptsSeen && !receive.isPending && !receive.isSuccess) {
    setOpened({ receiptId: crypto.randomUUID(), receiptsSeen: po.receipts.length });
    setEntries(fill());
  }
  const nameOf = (id: string) => {
    const m = materials?.find((x) => x.id === id);
    return m ? { label: `${m.name} (${m.sku})`, unit: m.unit } : { label: id, unit: '' };
  };

  const submit = () => {
    setFailure(null);
    const lines: DeliveryLine[] = due.map((d, k) => ({
      line: d.line,
      qty: toNumber(entries[k]!.qty),
      unitCost: toNumber(entries[k]!.unitCost),
    }));
    const bad: FieldErrors = {};
    lines.forEach((l, k) => {
      if (!(Number.isFinite(l.qty) && l.qty >= 0)) bad[`lines.${k}.qty`] = 'Quantity must be 0 or more.';
      if (!(Number.isFinite(l.unitCost) && l.unitCost >= 0))
        bad[`lines.${k}.unitCost`] = 'Unit cost must be 0 or more.';
    });
    if (Object.keys(bad).length === 0) {
      try {
        receivePurchaseOrder(po, lines);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        if (error.fields) Object.assign(bad, error.fields);
        else setFailure(error.message);
      }
    }
    setErrors(bad);
    if (Object.keys(bad).length > 0) return;
    // Each call answers for itself (a double click sends the same delivery twice; the server records it once).
    receive
      .mutateAsync({ purchaseOrderId: po.id, ...opened, lines: lines.filter((l) => l.qty > 0) })
      .then((r) => {
        toast(
          !r.changed
            ? `That delivery on PO ${shortId(po.id)} was already recorded.`
            : r.status === 'received'
              ? `PO ${shortId(po.id)} received: stock added.`
              : `Delivery recorded on PO ${shortId(po.id)}: stock added. The rest is still to come.`,
          { tone: 'success' },
        );
        onDone();
      })
      .catch((error: unknown) => {
        setFailure(adminErrorMessage(error, PO_RECEIVE_FAILED));
        // A refusal may come from a delivery recorded elsewhere: read the PO again, and the form follows it.
        void client.invalidateQueries({ queryKey: poKeys.all });
      });
  };

  const value = due.reduce((sum, _, k) => sum + toNumber(entries[k]!.qty) * toNumber(entries[k]!.unitCost), 0);
  return (
    <FormDialog
      title={`Receive delivery on PO ${shortId(po.id)}`}
      submitLabel="Record delivery"
      busy={receive.isPending}
      error={failure}
      onSubmit={submit}
      onClose={onClose}
      size="lg"
    >
      <p className="muted">
        Enter what arrived on each line and what it cost. Stock, the materials’ average costs and the ledger move once,
        and the delivery is today’s purchasing expense. What is not entered stays on order.
      </p>
      <div className="table-wrap">
        <table className="table">
          <caption className="visually-hidden">Lines still to come</caption>
          <thead>
            <tr>
              <th scope="col">Material</th>
              <th scope="col" className="num">
                Still to come
              </th>
              <th scope="col" className="num">
                Received now
              </th>
              <th scope="col" className="num">
                Unit cost (₦)
              </th>
            </tr>
          </thead>
          <tbody>
            {due.map((d, k) => {
              const material = nameOf(d.po.materialId);
              const set = (patch: Partial<{ qty: string; unitCost: string }>) =>
                setEntries((es) => es.map((e, j) => (j === k ? { ...e, ...patch } : e)));
              return (
                <tr key={d.line}>
                  <td>{material.label}</td>
                  <td className="num">
                    {outstandingQty(d.po)} {material.unit}
                  </td>
                  {(['qty', 'unitCost'] as const).map((field) => (
                    <td className="num" key={field}>
                      <input
                        className="input input--narrow"
                        inputMode="decimal"
                        aria-label={`Line ${d.line + 1} ${field === 'qty' ? 'received now' : 'unit cost'}`}
                        value={entries[k]![field]}
                        aria-invalid={errors[`lines.${k}.${field}`] ? true : undefined}
                        onChange={(e) => set({ [field]: e.target.value })}
                      />
                      {errors[`lines.${k}.${field}`] ? (
                        <p className="field__error">{errors[`lines.${k}.${field}`]}</p>
                      ) : null}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p aria-live="polite">
        This delivery: <span className="cell-strong">{formatNairaAdmin(Number.isFinite(value) ? value : 0)}</span>
      </p>
    </FormDialog>
  );
}

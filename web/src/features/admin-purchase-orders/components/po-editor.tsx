// One purchase order: a draft's vendor, notes and lines are editable (material picker of up to 200, qty and unit
// cost ≥ 0, totals computed); once ordered, each line shows what has arrived of it and the deliveries are listed.
// Submit, Receive (a delivery, per line), Close short and Cancel follow the state machine of
// docs/product.md#purchase-orders and are disabled with 'Staff only' for anyone else. Close short and Cancel ask
// first; every button is busy while its call runs.
import { useId, useMemo, useState } from 'react';
import { typedNumber } from '@aso/domain/shared/numbers';
import type { FieldErrors } from '@aso/domain/shared/errors';
import { PO_NO_MATERIALS } from '@aso/domain/purchase-orders/messages';
import { poActionReasons, poActions, poTotal, type PoLineLike } from '@aso/domain/purchase-orders/purchase-orders';
import { purchaseOrderDraftInput } from '@aso/domain/purchase-orders/schemas/purchase-orders';
import { shortId } from '@aso/domain/shared/text';
import { fieldErrors } from '@aso/domain/shared/validate';
import { Button } from '../../../components/button';
import { TextAreaField, TextField } from '../../../components/field';
import { formatDateTime, formatNairaAdmin } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import {
  ConfirmDialog,
  PoStatusBadge,
  StaffOnlyButton,
  adminErrorMessage,
  useIsStaff,
  useRevealOnOpen,
} from '../../../components/admin-shell';
import type { MaterialOption } from '../api/get-material-options';
import type { PurchaseOrderRow } from '../api/get-purchase-orders';
import { usePoAction, type PoAction } from '../api/po-action';
import { useSaveDraft } from '../api/save-draft';
import { ErrorNotice } from '../../../components/error-notice';
import { DeliveryDialog } from './delivery-dialog';

interface LineText {
  readonly materialId: string;
  readonly qty: string;
  readonly unitCost: string;
}

const toText = (l: PoLineLike): LineText => ({
  materialId: l.materialId,
  qty: String(l.qty),
  unitCost: String(l.unitCost),
});
/** A figure as typed ('1,200', '₦2,750.50'); empty or anything else is NaN, which the schema words. */
const toNumber = typedNumber;

/** A line's quantity or unit cost: an input while the draft is editable, else the figure; its message below. */
function LineFigureCell(props: {
  readonly line: number;
  readonly label: string;
  /** The column's name, shown beside the figure in a phone's card. */
  readonly column: string;
  readonly value: string;
  readonly shown: string;
  readonly error: string | undefined;
  readonly editable: boolean;
  readonly onChange: (text: string) => void;
}) {
  return (
    <td className="num" data-label={props.column}>
      {props.editable ? (
        <input
          className="input input--narrow"
          inputMode="decimal"
          aria-label={`Line ${props.line + 1} ${props.label}`}
          value={props.value}
          aria-invalid={props.error ? true : undefined}
          onChange={(e) => props.onChange(e.target.value)}
        />
      ) : (
        props.shown
      )}
      {props.error ? <p className="field__error">{props.error}</p> : null}
    </td>
  );
}

/** What Close short and Cancel ask before they run. */
const CONFIRMS = {
  close: {
    verb: 'Close',
    confirmLabel: 'Close short',
    cancelLabel: 'Keep it open',
    danger: false,
    body: 'What has arrived stays in stock and in the expenses; what is still to come is no longer expected.',
  },
  cancel: {
    verb: 'Cancel',
    confirmLabel: 'Cancel PO',
    cancelLabel: 'Keep it',
    danger: true,
    body: 'A cancelled purchase order cannot be submitted or received.',
  },
} as const;

export interface PoEditorProps {
  readonly po: PurchaseOrderRow;
  readonly materials: readonly MaterialOption[] | undefined;
  readonly onClose: () => void;
}

export function PoEditor({ po, materials, onClose }: PoEditorProps) {
  // Opened low in the list (or after a Submit), its title comes into view with the focus.
  const title = useRevealOnOpen(po.id);
  const isStaff = useIsStaff();
  const can = poActions(po);
  const why = poActionReasons(po);
  const whyId = useId();
  const editable = can.edit && isStaff;
  const [vendorName, setVendorName] = useState(po.vendorName);
  const [notes, setNotes] = useState(po.notes);
  const [lines, setLines] = useState<LineText[]>(po.lines.map(toText));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'close' | 'cancel' | null>(null);
  const [receiving, setReceiving] = useState(false);
  const save = useSaveDraft();
  const action = usePoAction();
  const toast = useToast();

  const numeric = useMemo(
    () => lines.map((l) => ({ materialId: l.materialId, qty: toNumber(l.qty), unitCost: toNumber(l.unitCost) })),
    [lines],
  );
  const total = poTotal(numeric);
  const dirty =
    vendorName !== po.vendorName ||
    notes !== po.notes ||
    JSON.stringify(lines) !== JSON.stringify(po.lines.map(toText));
  const nameOf = (id: string) => materials?.find((m) => m.id === id);
  // Ordered or closed: each line shows what has arrived of it.
  const ordered = po.status === 'ordered' || po.status === 'received';

  /** Validates with the domain schema and saves; false when something needs fixing. */
  async function saveIfNeeded(): Promise<boolean> {
    // Each attempt starts clean: the last failure's message never sits beside this one's outcome.
    setMessage(null);
    const parsed = purchaseOrderDraftInput.safeParse({ vendorName, notes, lines: numeric });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return false;
    }
    setErrors({});
    if (!dirty) return true;
    try {
      await save.mutateAsync({ id: po.id, draft: parsed.data });
      return true;
    } catch (error) {
      setMessage(`Could not save the draft. ${adminErrorMessage(error, '')}`.trim());
      return false;
    }
  }

  async function run(kind: PoAction) {
    setMessage(null);
    if (kind === 'submit' && !(await saveIfNeeded())) return;
    try {
      const result = await action.mutateAsync({ action: kind, purchaseOrderId: po.id });
      setConfirm(null);
      const words = { submit: 'submitted', close: 'closed short', cancel: 'cancelled' }[kind];
      toast(result.changed ? `PO ${shortId(po.id)} ${words}.` : `PO ${shortId(po.id)} was already ${result.status}.`, {
        tone: 'success',
      });
      onClose();
    } catch (error) {
      setMessage(adminErrorMessage(error, 'Something went wrong. Please try again.'));
    }
  }

  const addLine = () => {
    const first = materials?.find((m) => m.active) ?? materials?.[0];
    if (!first) return setMessage(PO_NO_MATERIALS);
    setMessage(null);
    setLines((ls) => [...ls, { materialId: first.id, qty: '1', unitCost: '0' }]);
  };
  const setLine = (i: number, patch: Partial<LineText>) =>
    setLines((ls) => ls.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const busy = save.isPending || action.isPending;
  const ask = (kind: 'close' | 'cancel' | null) => {
    setMessage(null);
    setConfirm(kind);
  };
  const asking = confirm ? CONFIRMS[confirm] : null;
  /** The vendor's and the notes' field props: read-only unless the draft is editable. */
  const draftField = (key: 'vendorName' | 'notes', value: string, change: (text: string) => void) => ({
    value,
    error: errors[key],
    readOnly: !editable,
    onChange: (e: { target: { value: string } }) => change(e.target.value),
  });

  return (
    <section className="admin-panel admin-detail po-editor" aria-labelledby="po-editor-title">
      <header className="admin-detail__header po-editor__header">
        <h2 id="po-editor-title" ref={title} tabIndex={-1} className="admin-panel__title">
          PO {shortId(po.id)} <PoStatusBadge po={po} />
        </h2>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Close
        </Button>
      </header>
      <p className="muted">
        Created {po.createdAt ? formatDateTime(po.createdAt) : '—'}
        {po.submittedAt ? ` · submitted ${formatDateTime(po.submittedAt)}` : ''}
        {po.receivedAt ? ` · received ${formatDateTime(po.receivedAt)}` : ''}
        {po.cancelledAt ? ` · cancelled ${formatDateTime(po.cancelledAt)}` : ''}
      </p>
      <ErrorNotice message={message} />
      <div className="admin-form-grid">
        <TextField label="Vendor / supplier" {...draftField('vendorName', vendorName, setVendorName)} />
        <TextAreaField label="Notes" {...draftField('notes', notes, setNotes)} />
      </div>

      <div className="table-wrap admin-table">
        <table className="table">
          <caption className="visually-hidden">Line items</caption>
          <thead>
            <tr>
              <th scope="col">Material</th>
              <th scope="col" className="num">
                Quantity
              </th>
              <th scope="col" className="num">
                Unit cost (₦)
              </th>
              <th scope="col" className="num">
                Line total
              </th>
              {ordered ? (
                <th scope="col" className="num">
                  Received
                </th>
              ) : null}
              {editable ? (
                <th scope="col">
                  <span className="visually-hidden">Remove</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {lines.length === 0 ? (
              <tr>
                <td colSpan={editable || ordered ? 5 : 4} className="muted">
                  No line items yet.
                </td>
              </tr>
            ) : null}
            {lines.map((line, i) => {
              const material = nameOf(line.materialId);
              const n = numeric[i];
              return (
                <tr key={i}>
                  <td data-label="Material">
                    {editable ? (
                      <select
                        className="input select"
                        aria-label={`Line ${i + 1} material`}
                        value={line.materialId}
                        aria-invalid={errors[`lines.${i}.materialId`] ? true : undefined}
                        onChange={(e) => setLine(i, { materialId: e.target.value })}
                      >
                        {!material ? (
                          <option value={line.materialId}>{line.materialId || 'Choose a material'}</option>
                        ) : null}
                        {(materials ?? []).map((m) => (
                          <option key={m.id} value={m.id}>{`${m.name} (${m.sku})`}</option>
                        ))}
                      </select>
                    ) : (
                      <>{material ? `${material.name} (${material.sku})` : line.materialId}</>
                    )}
                    {errors[`lines.${i}.materialId`] ? (
                      <p className="field__error">{errors[`lines.${i}.materialId`]}</p>
                    ) : null}
                  </td>
                  <LineFigureCell
                    line={i}
                    label="quantity"
                    column="Quantity"
                    value={line.qty}
                    shown={line.qty}
                    error={errors[`lines.${i}.qty`]}
                    editable={editable}
                    onChange={(qty) => setLine(i, { qty })}
                  />
                  <LineFigureCell
                    line={i}
                    label="unit cost"
                    column="Unit cost (₦)"
                    value={line.unitCost}
                    shown={formatNairaAdmin(typedNumber(line.unitCost))}
                    error={errors[`lines.${i}.unitCost`]}
                    editable={editable}
                    onChange={(unitCost) => setLine(i, { unitCost })}
                  />
                  <td className="num" data-label="Line total">
                    {n && Number.isFinite(n.qty * n.unitCost) ? formatNairaAdmin(n.qty * n.unitCost) : '—'}
                  </td>
                  {ordered ? (
                    <td className="num">
                      {po.lines[i]?.received ?? 0} / {line.qty}
                    </td>
                  ) : null}
                  {editable ? (
                    <td>
                      <Button
                        variant="danger"
                        size="sm"
                        onClick={() => setLines((ls) => ls.filter((_, j) => j !== i))}
                        aria-label={`Remove line ${i + 1}`}
                      >
                        Remove
                      </Button>
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                Total
              </th>
              <td className="num cell-strong" aria-live="polite">
                {formatNairaAdmin(total)}
              </td>
              {editable ? <td /> : null}
              {ordered ? <td className="num">{formatNairaAdmin(po.receivedValue)}</td> : null}
            </tr>
          </tfoot>
        </table>
      </div>
      {po.receipts.length > 0 ? (
        <>
          <h3 className="admin-eyebrow">Deliveries</h3>
          <ul className="admin-list" aria-label="Deliveries">
            {po.receipts.map((r) => (
              <li key={r.id}>
                <span>{formatDateTime(r.at)}</span>
                <span>
                  {r.lines
                    .map(
                      (l) =>
                        `${l.qty} ${nameOf(l.materialId)?.name ?? l.materialId} at ${formatNairaAdmin(l.unitCost)}`,
                    )
                    .join(', ')}
                </span>
                <span className="num">{formatNairaAdmin(r.value)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {materials?.length === 0 && po.status === 'draft' ? (
        <p className="notice notice--warn">{PO_NO_MATERIALS}</p>
      ) : null}

      <div className="form__actions po-editor__actions">
        {can.edit ? (
          <>
            <StaffOnlyButton variant="secondary" onClick={addLine} disabled={busy}>
              Add line
            </StaffOnlyButton>
            <StaffOnlyButton
              variant="secondary"
              onClick={() => void saveIfNeeded().then((ok) => ok && toast('Draft saved.', { tone: 'success' }))}
              disabled={!dirty || busy}
              loading={save.isPending}
            >
              Save draft
            </StaffOnlyButton>
          </>
        ) : null}
        <StaffOnlyButton
          onClick={() => void run('submit')}
          disabled={!can.submit || busy}
          aria-describedby={why.submit && isStaff ? `${whyId}-submit` : undefined}
          loading={action.isPending && action.variables.action === 'submit'}
        >
          Submit
        </StaffOnlyButton>
        <StaffOnlyButton
          variant="accent"
          onClick={() => setReceiving(true)}
          disabled={!can.receive || busy}
          aria-describedby={why.receive && isStaff ? `${whyId}-receive` : undefined}
        >
          Receive
        </StaffOnlyButton>
        {can.close ? (
          <StaffOnlyButton variant="secondary" onClick={() => ask('close')} disabled={busy}>
            Close short
          </StaffOnlyButton>
        ) : null}
        <StaffOnlyButton
          variant="danger"
          onClick={() => ask('cancel')}
          disabled={!can.cancel || busy}
          aria-describedby={why.cancel && isStaff ? `${whyId}-cancel` : undefined}
        >
          Cancel PO
        </StaffOnlyButton>
      </div>
      {isStaff && (why.submit || why.receive || why.cancel) ? (
        // A greyed button says why, where it can be read on a phone (a tooltip cannot).
        <ul className="po-editor__why muted" aria-label="Why some buttons are greyed">
          {(
            [
              ['submit', 'Submit', why.submit],
              ['receive', 'Receive', why.receive],
              ['cancel', 'Cancel PO', why.cancel],
            ] as const
          ).map(([key, label, reason]) =>
            reason ? (
              <li key={key} id={`${whyId}-${key}`}>
                {`${label}: ${reason}`}
              </li>
            ) : null,
          )}
        </ul>
      ) : null}

      {receiving ? (
        <DeliveryDialog
          po={po}
          materials={materials}
          onClose={() => setReceiving(false)}
          onDone={() => {
            setReceiving(false);
            onClose();
          }}
        />
      ) : null}
      {confirm && asking ? (
        <ConfirmDialog
          open
          title={`${asking.verb} PO ${shortId(po.id)}?`}
          confirmLabel={asking.confirmLabel}
          cancelLabel={asking.cancelLabel}
          danger={asking.danger}
          busy={action.isPending}
          error={message}
          onConfirm={() => void run(confirm)}
          onCancel={() => ask(null)}
        >
          <p>{asking.body}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

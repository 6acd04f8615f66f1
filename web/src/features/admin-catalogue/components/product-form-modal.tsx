// New/Edit product (docs/product.md#catalogue): name, SKU (blank = generated), type, price, cost, description, images,
// and the type's own fields — sizes with stock for RTW, lead time for MTO, a window and the sizes it comes in (none:
// made to measure) for PREORDER. Saved through the
// `saveProduct` callable; the spec's messages on failure.
import { useState, type FormEvent } from 'react';
import { PRODUCT_SAVE_FAILED } from '@aso/domain/catalogue/messages';
import type { FieldErrors } from '@aso/domain/shared/errors';
import { DEFAULT_MTO_LEAD_TIME_DAYS } from '@aso/domain/catalogue/catalogue';
import { featuredNotice } from '@aso/domain/catalogue/featured';
import { PRODUCT_TYPES, type ProductType } from '@aso/domain/shared/vocab';
import { Button } from '../../../components/button';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../../components/field';
import { Modal } from '../../../components/modal';
import { useToast } from '../../../lib/toast';
import { ChoiceOptions, adminErrorMessage, fieldErrorsOf } from '../../../components/admin-shell';
import { useSaveProduct } from '../api/save-product';
import { useFeatured } from '../api/get-featured';
import { useWindows } from '../api/get-windows';
import { useCollections } from '../api/get-collections';
import { useWaitingFor } from '../api/get-waiting';
import { ImageManager } from './image-manager';
import { checkProductForm, type ProductFormState } from './product-form-state';
import { SizeStockEditor } from './size-stock-editor';
import { PreorderSizes } from './preorder-sizes';
import { BillEditor } from './bill-editor';
import type { BillOfMaterials } from '@aso/domain/production/schemas/production';
import { ErrorNotice } from '../../../components/error-notice';

export const TYPE_LABELS: Readonly<Record<ProductType, string>> = {
  RTW: 'Ready-to-wear (RTW)',
  MTO: 'Made-to-order (MTO)',
  PREORDER: 'Pre-order',
};

export interface ProductFormModalProps {
  readonly initial: ProductFormState;
  readonly onClose: () => void;
  /** The saved bill of materials (editing only): shown under the form with its own Save. */
  readonly bill?: { readonly bom: BillOfMaterials; readonly labourCost: number | null };
}

export function ProductFormModal({ initial, onClose, bill }: ProductFormModalProps) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const save = useSaveProduct();
  const windows = useWindows();
  const collections = useCollections();
  const waiting = useWaitingFor(form.id);
  const featured = useFeatured(form.featured);
  const featuredSays = featured.data ? featuredNotice(form, featured.data) : null;
  const toast = useToast();
  const set = <K extends keyof ProductFormState>(key: K, value: ProductFormState[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    // A field's message goes once it is edited; the rest stay until the next save.
    setErrors((e) => (key in e ? Object.fromEntries(Object.entries(e).filter(([k]) => k !== key)) : e));
  };

  /** A text field's value, its message and typing that changes it. */
  const bind = (
    key: 'name' | 'sku' | 'price' | 'cost' | 'description' | 'leadTimeDays' | 'preorderWindowId' | 'collection',
  ) => ({
    value: form[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const checked = checkProductForm(form, collections.data);
    setErrors(checked.errors ?? {});
    if (!checked.payload) return;
    try {
      const result = await save.mutateAsync(checked.payload);
      toast(result.created ? `Product created (${result.sku}).` : 'Product saved.', { tone: 'success' });
      onClose();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      const reason = adminErrorMessage(error, '');
      setFailure(reason ? `${PRODUCT_SAVE_FAILED} ${reason}` : PRODUCT_SAVE_FAILED);
    }
  }

  const title = form.id ? `Edit ${initial.name}` : 'New product';
  return (
    <Modal
      open
      title={title}
      size="lg"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="product-form" loading={save.isPending} disabled={uploading}>
            {form.id ? 'Save changes' : 'Create product'}
          </Button>
        </>
      }
    >
      <form id="product-form" className="form" noValidate onSubmit={(e) => void submit(e)}>
        <ErrorNotice message={failure} />
        <div className="admin-form-grid">
          <TextField label="Name" {...bind('name')} required />
          <TextField label="SKU" {...bind('sku')} hint="Leave blank to generate one." />
          <SelectField
            label="Type"
            value={form.type}
            error={errors.type}
            onChange={(e) => set('type', e.target.value as ProductType | '')}
            required
          >
            <option value="">Choose a type</option>
            <ChoiceOptions choices={PRODUCT_TYPES} labelOf={(t) => TYPE_LABELS[t]} />
          </SelectField>
          <TextField label="Price (₦)" inputMode="numeric" {...bind('price')} required />
          <TextField
            label="Cost (₦)"
            inputMode="numeric"
            {...bind('cost')}
            hint="Staff only; never shown to customers."
          />
        </div>
        <TextField
          label="Collection"
          {...bind('collection')}
          list="product-collections"
          autoComplete="off"
          hint="Choose one the shop has, or type a new name. Blank: no collection."
        />
        <datalist id="product-collections">
          {(collections.data ?? []).map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <TextAreaField label="Description" {...bind('description')} />
        <div className="row">
          <CheckboxField
            label="Active (shown in the shop)"
            checked={form.active}
            onChange={(e) => set('active', e.target.checked)}
          />
          <CheckboxField
            label="Featured on the home page"
            checked={form.featured}
            onChange={(e) => set('featured', e.target.checked)}
          />
        </div>
        {featuredSays ? (
          <p className="notice notice--warn" role="status">
            {featuredSays}
          </p>
        ) : null}
        {form.type === 'RTW' ? (
          <SizeStockEditor
            sizeOptions={form.sizeOptions}
            stock={form.stock}
            errors={errors}
            onSizes={(sizes) => set('sizeOptions', sizes)}
            onStock={(size, row) => set('stock', { ...form.stock, [size]: row })}
            waiting={waiting.data}
          />
        ) : null}
        {form.type === 'MTO' ? (
          <TextField
            label="Lead time (days)"
            inputMode="numeric"
            {...bind('leadTimeDays')}
            placeholder={String(DEFAULT_MTO_LEAD_TIME_DAYS)}
            hint={`Blank means ${DEFAULT_MTO_LEAD_TIME_DAYS} days.`}
          />
        ) : null}
        {form.type === 'PREORDER' ? (
          <>
            <SelectField label="Pre-order window" {...bind('preorderWindowId')}>
              <option value="">No window</option>
              {(windows.data ?? []).map((w) => (
                <option key={w.id} value={w.id}>
                  {w.active ? w.name : `${w.name} (inactive)`}
                </option>
              ))}
            </SelectField>
            <PreorderSizes sizeOptions={form.sizeOptions} onSizes={(sizes) => set('sizeOptions', sizes)} />
          </>
        ) : null}
        <ImageManager images={form.images} onChange={(images) => set('images', images)} onBusyChange={setUploading} />
      </form>
      {form.id && bill ? (
        <BillEditor productId={form.id} sizes={initial.sizeOptions} bom={bill.bom} labourCost={bill.labourCost} />
      ) : (
        <p className="muted">Save the product first, then add its bill of materials here.</p>
      )}
    </Modal>
  );
}

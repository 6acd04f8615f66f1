// The New/Edit form's state (text as typed) and how it becomes a `saveProduct` payload. Validation is the
// domain's saveProductInput, so the form shows the same messages the callable would send back.
import { saveProductInput } from '@aso/domain/catalogue/schemas/product';
import { rangeOf } from '@aso/domain/shared/schemas/limits';
import type { FieldErrors } from '@aso/domain/shared/errors';
import { fieldErrors } from '@aso/domain/shared/validate';
import { typedNumber, typedNumberOrNull } from '@aso/domain/shared/numbers';
import { collectionNameOf } from '@aso/domain/catalogue/catalogue';
import { SIZES, type ProductType, type Size } from '@aso/domain/shared/vocab';
import type { ProductWithId } from '../../../lib/products';
import type { ProductExtras } from '../api/get-product-extras';
import type { SaveProductPayload } from '../api/save-product';

export interface SizeRow {
  readonly onHand: string;
  readonly reorderLevel: string;
}

export interface ProductFormState {
  readonly id: string | null;
  readonly sku: string;
  readonly name: string;
  readonly description: string;
  readonly price: string;
  readonly cost: string;
  readonly type: ProductType | '';
  readonly active: boolean;
  readonly featured: boolean;
  readonly images: readonly string[];
  readonly sizeOptions: readonly Size[];
  readonly leadTimeDays: string;
  readonly preorderWindowId: string;
  /** The collection's name as typed ('' = none). */
  readonly collection: string;
  readonly stock: Readonly<Record<Size, SizeRow>>;
  /** On-hand figures when the form opened (edits are applied as differences). */
  readonly stockSeen: Partial<Record<Size, number>>;
}

const emptyStock = (): Record<Size, SizeRow> =>
  Object.fromEntries(SIZES.map((s) => [s, { onHand: '0', reorderLevel: '0' }])) as Record<Size, SizeRow>;

export function newProductForm(): ProductFormState {
  return {
    id: null,
    sku: '',
    name: '',
    description: '',
    price: '',
    cost: '',
    type: 'RTW',
    active: true,
    featured: false,
    images: [],
    sizeOptions: [...SIZES],
    leadTimeDays: '',
    preorderWindowId: '',
    collection: '',
    stock: emptyStock(),
    stockSeen: {},
  };
}

export function editProductForm(product: ProductWithId, extras: ProductExtras): ProductFormState {
  const stock = emptyStock();
  const seen: Partial<Record<Size, number>> = {};
  for (const size of SIZES) {
    const level = extras.stock[size];
    if (level) {
      stock[size] = { onHand: String(level.onHand), reorderLevel: String(level.reorderLevel) };
      seen[size] = level.onHand;
    }
  }
  return {
    id: product.id,
    sku: product.sku,
    name: product.name,
    description: product.description,
    price: String(product.price),
    cost: extras.cost === null ? '' : String(extras.cost),
    type: product.type,
    active: product.active,
    featured: product.featured,
    images: product.images,
    // A pre-order keeps its own list (none: made to measure); ready-to-wear without one offers every size.
    sizeOptions:
      product.type === 'PREORDER' || (product.type === 'RTW' && product.sizeOptions.length > 0)
        ? product.sizeOptions
        : [...SIZES],
    leadTimeDays: product.leadTimeDays === null ? '' : String(product.leadTimeDays),
    preorderWindowId: product.preorderWindowId ?? '',
    collection: product.collection ?? '',
    stock,
    stockSeen: seen,
  };
}

/** '' → NaN so the schema's own message applies ('Price must be a valid number.'). */

/** What the form would send: the payload, except that a type may not be chosen yet (the schema says so in words). */
type ProductDraft = Omit<SaveProductPayload, 'type'> & { readonly type: ProductType | undefined };

/**
 * The payload of the form; `collections` are the names in use, so a name typed in another case joins the existing
 * collection rather than starting a second one.
 */
function toDraft(form: ProductFormState, collections: readonly string[]): ProductDraft {
  const rtw = form.type === 'RTW';
  const stock = rtw
    ? Object.fromEntries(
        form.sizeOptions.map((s) => [
          s,
          { onHand: typedNumber(form.stock[s].onHand), reorderLevel: typedNumber(form.stock[s].reorderLevel) },
        ]),
      )
    : {};
  return {
    id: form.id,
    sku: form.sku,
    name: form.name,
    description: form.description,
    price: typedNumber(form.price),
    cost: typedNumberOrNull(form.cost),
    type: form.type === '' ? undefined : form.type,
    active: form.active,
    featured: form.featured,
    images: [...form.images],
    sizeOptions: rtw || form.type === 'PREORDER' ? [...form.sizeOptions] : [],
    leadTimeDays: form.type === 'MTO' ? typedNumberOrNull(form.leadTimeDays) : null,
    preorderWindowId: form.type === 'PREORDER' && form.preorderWindowId !== '' ? form.preorderWindowId : null,
    collection: collectionNameOf(form.collection, collections),
    stock,
    stockSeen: rtw
      ? Object.fromEntries(
          form.sizeOptions.flatMap((s) => (form.stockSeen[s] === undefined ? [] : [[s, form.stockSeen[s]]])),
        )
      : {},
  };
}

const STOCK_MESSAGE = 'Stock and reorder level must be whole numbers of 0 or more.';
const LEAD_TIME = rangeOf(saveProductInput.shape.leadTimeDays);
const LEAD_TIME_MESSAGE = `Lead time must be a whole number of days from ${LEAD_TIME.min} to ${LEAD_TIME.max}.`;
const COST_MESSAGE = 'Cost must be 0 or more.';

/** The form checked by the callable's own schema: the payload to send, or field → message. */
export type ProductFormCheck =
  | { readonly payload: SaveProductPayload; readonly errors: null }
  | { readonly payload: null; readonly errors: FieldErrors };

export function checkProductForm(form: ProductFormState, collections: readonly string[] = []): ProductFormCheck {
  const draft = toDraft(form, collections);
  const result = saveProductInput.safeParse(draft);
  if (result.success) return { payload: { ...draft, type: result.data.type }, errors: null };
  const raw = fieldErrors(result.error);
  const out: FieldErrors = {};
  for (const [path, message] of Object.entries(raw)) {
    if (path.startsWith('stock.')) out[path.split('.').slice(0, 2).join('.')] = STOCK_MESSAGE;
    else if (path === 'leadTimeDays') out.leadTimeDays = LEAD_TIME_MESSAGE;
    else if (path === 'cost') out.cost = COST_MESSAGE;
    else out[path] = message;
  }
  return { payload: null, errors: out };
}

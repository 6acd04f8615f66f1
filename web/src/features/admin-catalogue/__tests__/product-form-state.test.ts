// The product form's collection (docs/product.md#catalogue): one the shop has, or a new name; a name typed in another
// case joins the existing collection; blank is none; too long is refused beside the field.
import { describe, expect, it } from 'vitest';
import { checkProductForm, newProductForm } from '../components/product-form-state';

const form = (collection: string) => ({ ...newProductForm(), name: 'Kente Jumpsuit', price: '48000', collection });

describe('product form: collection', () => {
  it('sends a chosen or new collection, joining one in use whatever its case', () => {
    expect(checkProductForm(form('owambe'), ['Adire Everyday', 'Owambe']).payload?.collection).toBe('Owambe');
    expect(checkProductForm(form('  Sallah   Edit '), ['Owambe']).payload?.collection).toBe('Sallah Edit');
    expect(checkProductForm(form(''), ['Owambe']).payload?.collection).toBeNull();
  });

  it('refuses a name over 60 characters beside the field, never cutting it', () => {
    const checked = checkProductForm(form('O'.repeat(61)));
    expect(checked.payload).toBeNull();
    expect(checked.errors).toEqual({ collection: 'Keep the collection name to 60 characters.' });
  });
});

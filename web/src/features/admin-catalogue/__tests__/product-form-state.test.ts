// The product form's collection (docs/product.md#catalogue): one the shop has, or a new name; a name typed in another
// case joins the existing collection; blank is none; too long is refused beside the field.
import { describe, expect, it } from 'vitest';
import { saveProductInput } from '@aso/domain/catalogue/schemas/product';
import { rangeOf } from '@aso/domain/shared/schemas/limits';
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

describe('product form: lead time', () => {
  const mto = (leadTimeDays: string) => ({ ...form(''), type: 'MTO' as const, leadTimeDays });
  it("names the schema's range when refusing, and takes its ends", () => {
    const { min = 0, max = 0 } = rangeOf(saveProductInput.shape.leadTimeDays);
    expect(checkProductForm(mto(String(max + 1))).errors).toEqual({
      leadTimeDays: `Lead time must be a whole number of days from ${min} to ${max}.`,
    });
    expect(checkProductForm(mto(String(max))).payload?.leadTimeDays).toBe(max);
    expect(checkProductForm(mto(String(min))).payload?.leadTimeDays).toBe(min);
  });
});

/**
 * The catalogue's deployed callables (docs/architecture.md#style-functions): staff only, input parsed by the domain
 * schema.
 */
import { staffCallable } from '../lib/callable';
import { handleSaveProduct } from './save-product';

export const saveProduct = staffCallable('saveProduct', handleSaveProduct);

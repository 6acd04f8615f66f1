/**
 * The catalogue's deployed callables (docs/architecture.md#style-functions): staff only, input parsed by the domain
 * schema.
 */
import { handlerCallable } from '../lib/callable';
import { liveDbClock } from '../lib/deps';
import { handleSaveProduct } from './save-product';

export const saveProduct = handlerCallable('saveProduct', liveDbClock, handleSaveProduct, { role: 'staff' });

/**
 * The catalogue's deployed callables (docs/architecture.md#style-functions): staff only, input parsed by the domain
 * schema.
 */
import { getFirestore } from '../lib/admin';
import { callable } from '../lib/callable';
import { systemClock } from '../lib/clock';
import { handleSaveProduct } from './save-product';

const live = () => ({ db: getFirestore(), clock: systemClock });

export const saveProduct = callable('saveProduct', (input, caller) => handleSaveProduct(live(), caller, input), {
  role: 'staff',
});

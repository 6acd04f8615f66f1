/** The catalogue's deployed callables (STYLE §6): staff only, input parsed by the domain schema. */
import { saveProductInput } from '@aso/domain';
import { getFirestore } from '../lib/admin';
import { callable } from '../lib/callable';
import { systemClock } from '../lib/clock';
import { handleSaveProduct } from './save-product';

const live = () => ({ db: getFirestore(), clock: systemClock });

export const saveProduct = callable(saveProductInput, (input, caller) => handleSaveProduct(live(), caller, input), { role: 'staff' });

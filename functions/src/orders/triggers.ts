/** Staff order callables (STYLE §6): staff only, input parsed by the domain schema. */
import { getFirestore } from '../lib/admin';
import { callable } from '../lib/callable';
import { systemClock } from '../lib/clock';
import { handleUpdateOrderStatus } from './update-order-status';

const live = () => ({ db: getFirestore(), clock: systemClock });

export const updateOrderStatus = callable('updateOrderStatus', (input, caller) => handleUpdateOrderStatus(live(), caller, input), { role: 'staff' });

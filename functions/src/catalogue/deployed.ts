/** The catalogue's deployed callable (docs/architecture.md#style-functions): staff only, input parsed by the domain schema. */
import { defineCallable } from '../lib/callable';
import { liveDbClock } from '../lib/deps';
import { handleSaveProduct } from './save-product';

export const saveProduct = defineCallable('saveProduct', {
  who: 'staff',
  deps: liveDbClock,
  handler: handleSaveProduct,
});

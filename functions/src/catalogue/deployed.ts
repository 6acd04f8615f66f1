/** The catalogue's deployed callables (docs/architecture.md#style-functions): staff only, input parsed by the domain schema. */
import { defineCallable } from '../lib/callable';
import { liveDbClock } from '../lib/deps';
import { handleSetPieceWindow, handleSavePreorderWindow, handleSetPreorderWindowActive } from './preorder-windows';
import { handleSaveProduct } from './save-product';

export const saveProduct = defineCallable('saveProduct', {
  who: 'staff',
  deps: liveDbClock,
  handler: handleSaveProduct,
});

export const savePreorderWindow = defineCallable('savePreorderWindow', {
  who: 'staff',
  deps: liveDbClock,
  handler: handleSavePreorderWindow,
});

export const setPreorderWindowActive = defineCallable('setPreorderWindowActive', {
  who: 'staff',
  deps: liveDbClock,
  handler: handleSetPreorderWindowActive,
});

export const setPieceWindow = defineCallable('setPieceWindow', {
  who: 'staff',
  deps: liveDbClock,
  handler: handleSetPieceWindow,
});

/** The Settings callable (docs/architecture.md#style-functions): admins only, input parsed by the domain schema. */
import { defineCallable } from '../lib/callable';
import { liveDbClock } from '../lib/deps';
import { handleSaveSettings } from './save-settings';

export const saveSettings = defineCallable('saveSettings', {
  who: 'admin',
  deps: liveDbClock,
  handler: handleSaveSettings,
});

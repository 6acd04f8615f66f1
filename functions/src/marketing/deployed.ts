/** The deployed newsletter signup: `subscribe` {email, source}, open to signed-out visitors, rate-limited. */
import { getFirestore } from '../lib/admin';
import { defineCallable } from '../lib/callable';
import { systemClock } from '../lib/clock';
import { handleSubscribe } from './subscribe';

export const subscribe = defineCallable('subscribe', {
  who: 'anyone',
  deps: () => ({ db: getFirestore(), clock: systemClock }),
  handler: handleSubscribe,
});

/**
 * The deployed newsletter signup: `subscribe` {email, source}, open to signed-out visitors, rate-limited; and
 * `unsubscribe` {token}, the signed link of a reminder mail, which works without signing in.
 */
import { getFirestore } from '../lib/admin';
import { defineCallable } from '../lib/callable';
import { systemClock } from '../lib/clock';
import { handleSubscribe } from './subscribe';
import { handleUnsubscribe } from './unsubscribe';

export const subscribe = defineCallable('subscribe', {
  who: 'anyone',
  deps: () => ({ db: getFirestore(), clock: systemClock }),
  handler: handleSubscribe,
});

export const unsubscribe = defineCallable('unsubscribe', {
  who: 'anyone',
  deps: () => ({ db: getFirestore(), clock: systemClock }),
  handler: (deps, _visitor, input) => handleUnsubscribe(deps, input),
});

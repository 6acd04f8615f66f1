/**
 * The deployed newsletter signup: `subscribe` {email, source}, open to signed-out visitors, rate-limited; and
 * `unsubscribe` {token}, the signed link of a reminder mail, which works without signing in.
 */
import { getFirestore } from '../lib/admin';
import { publicCallable } from '../lib/callable';
import { systemClock } from '../lib/clock';
import { handleSubscribe } from './subscribe';
import { handleUnsubscribe } from './unsubscribe';

export const subscribe = publicCallable('subscribe', (input, caller) =>
  handleSubscribe({ db: getFirestore(), clock: systemClock }, caller, input),
);

export const unsubscribe = publicCallable('unsubscribe', (input) =>
  handleUnsubscribe({ db: getFirestore(), clock: systemClock }, input),
);

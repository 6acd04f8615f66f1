/** The deployed newsletter signup: `subscribe` {email, source}, open to signed-out visitors, rate-limited. */
import { getFirestore } from '../lib/admin';
import { publicCallable } from '../lib/callable';
import { systemClock } from '../lib/clock';
import { handleSubscribe } from './subscribe';

export const subscribe = publicCallable('subscribe', (input, caller) =>
  handleSubscribe({ db: getFirestore(), clock: systemClock }, caller, input),
);

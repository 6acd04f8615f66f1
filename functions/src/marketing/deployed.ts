/**
 * The deployed newsletter signup: `subscribe` {email, source}, open to signed-out visitors, rate-limited; and
 * `unsubscribe` {token}, the signed link of a reminder mail, which works without signing in; and `mailUnsubscribe`,
 * the same for a mail app's one-click button (List-Unsubscribe), over plain HTTP.
 */
import { onRequest } from 'firebase-functions/v2/https';
import { getFirestore } from '../lib/admin';
import { defineCallable } from '../lib/callable';
import { systemClock } from '../lib/clock';
import { handleSubscribe } from './subscribe';
import { REGION } from '../lib/region';
import { answerOneClickUnsubscribe } from './one-click-unsubscribe';
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

export const mailUnsubscribe = onRequest({ region: REGION }, async (req, res) => {
  const answer = await answerOneClickUnsubscribe(
    { db: getFirestore(), clock: systemClock },
    { method: req.method, token: req.query.token },
  );
  res.set('Cache-Control', 'no-store');
  if (answer.location) res.redirect(answer.status, answer.location);
  else res.status(answer.status).type('text/plain; charset=utf-8').send(answer.body);
});

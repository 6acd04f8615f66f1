// The scheduled handlers a journey needs to see happen now (the Functions emulator fires no schedules; `npm start`
// runs them on local timers, scripts/lib/schedules.ts): the same code the deployed trigger runs, against the stack.
import { adminEnv } from '../../../scripts/lib/stack';
import { stackInfo } from './stack';

/** One run of `expireUnpaidOrders`, as its timer would make it. */
export async function runExpiry(): Promise<unknown> {
  Object.assign(process.env, adminEnv(stackInfo()));
  // Imported after the environment is set, so the handler's Admin SDK finds the stack's emulators.
  const { runExpiry: run } = await import('../../../functions/src/checkout/expiry-schedule');
  return run();
}

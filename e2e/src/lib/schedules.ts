// The scheduled handlers a journey needs to see happen now (the Functions emulator fires no schedules; `npm start`
// runs them on local timers, scripts/lib/schedules.ts): the list the deployed triggers and those timers share
// (functions/src/schedules.ts), run once against the stack.
import { adminEnv } from '../../../scripts/lib/stack';
import { stackInfo } from './stack';

/** One run of the named schedule, as its timer would make it (at `at`, for a handler that takes a clock). */
export async function runSchedule(name: string, at?: Date): Promise<unknown> {
  Object.assign(process.env, adminEnv(stackInfo()));
  // Imported after the environment is set, so the handler's Admin SDK finds the stack's emulators.
  const { localSchedules } = await import('../../../functions/src/schedules');
  const schedule = localSchedules.find((entry) => entry.name === name);
  if (!schedule) throw new Error(`No schedule named ${name} in functions/src/schedules.ts`);
  return schedule.run(at);
}

/** One run of `expireUnpaidOrders`. */
export const runExpiry = (): Promise<unknown> => runSchedule('expireUnpaidOrders');

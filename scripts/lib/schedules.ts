/**
 * Scheduled functions do not fire in the local Functions emulator, so `npm start` runs their handlers on a
 * local timer against the same emulators (docs/architecture.md#functions-without-triggers).
 */
import { adminEnv, type StackInfo } from './stack';

export function startLocalSchedules(info: StackInfo): () => void {
  Object.assign(process.env, adminEnv(info));
  const timers: NodeJS.Timeout[] = [];
  // Imported after the environment is set, so the handlers' Admin SDK finds the emulators.
  void import('../../functions/src/schedules').then(({ localSchedules }) => {
    for (const schedule of localSchedules) {
      const tick = (): void => {
        schedule.run().catch((error: unknown) => console.error(`[schedule ${schedule.name}]`, error));
      };
      timers.push(setInterval(tick, schedule.everyMs));
    }
  });
  return () => timers.forEach(clearInterval);
}

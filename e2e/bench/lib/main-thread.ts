/**
 * The main thread's work until a page is interactive, read from the trace of the load Lighthouse observed
 * (unthrottled). Lantern's Time to Interactive is the later of the LCP and the end of the last CPU task that is
 * long once simulated (observed duration × the profile's CPU slowdown > 50 ms,
 * `@paulirish/trace_engine` lantern/metrics/Interactive.js), and TBT counts the long tasks between the first paint
 * and that point. So this sums every top-level task from navigation to the same point, observed and as simulated,
 * and names the scripts behind the long ones: what a guest's first page runs before it answers a tap.
 */
// Lighthouse's own trace model (the one its audits use); the package has no exports map, so deep imports resolve.
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/** Lantern's long task, in simulated milliseconds. */
const LONG_TASK_MS = 50;

export interface LongTask {
  /** Observed start, ms from navigation. */
  readonly startMs: number;
  /** Observed duration (ms) × the CPU slowdown: what the simulation times it at. */
  readonly simulatedMs: number;
  /** The scripts it ran, path only (the first two): `/assets/<chunk>.js` or the page's own path (its inline scripts). */
  readonly scripts: string[];
}

export interface MainThreadWork {
  /** Where the simulation's interactive point falls in the observed load: the LCP or the last long task's end. */
  readonly interactiveAtMs: number;
  /** Top-level task time from navigation to that point, observed (unthrottled). */
  readonly observedMs: number;
  /** The same × the CPU slowdown (the simulation's CPU time before interactive). */
  readonly simulatedMs: number;
  /** Every task long once simulated, in order. */
  readonly longTasks: LongTask[];
}

/** What this reads of Lighthouse's processed trace (its own types live in Lighthouse's global `LH` namespace). */
interface ProcessedTrace {
  readonly mainThreadEvents: never;
  readonly frames: never;
  readonly timestamps: { readonly timeOrigin: number; readonly traceEnd: number };
}

const pathOf = (url: string): string => url.replace(/^[a-z]+:\/\/[^/]+/, '');

/** `trace`: Lighthouse's `artifacts.Trace`; `observedLcpMs`: the metrics audit's observedLargestContentfulPaint. */
export function mainThreadWork(trace: unknown, cpuSlowdown: number, observedLcpMs: number): MainThreadWork {
  const processed = TraceProcessor.processTrace(trace) as unknown as ProcessedTrace;
  const origin = processed.timestamps.timeOrigin;
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    origin,
  ).filter((task) => !task.parent && task.endTime > 0);
  const longTasks = tasks.filter((task) => task.duration * cpuSlowdown > LONG_TASK_MS);
  const interactiveAtMs = Math.max(observedLcpMs, ...longTasks.map((task) => task.endTime));
  const observedMs = tasks
    .filter((task) => task.startTime < interactiveAtMs)
    .reduce((sum, task) => sum + Math.min(task.endTime, interactiveAtMs) - Math.max(task.startTime, 0), 0);
  return {
    interactiveAtMs,
    observedMs,
    simulatedMs: observedMs * cpuSlowdown,
    longTasks: longTasks.map((task) => ({
      startMs: task.startTime,
      simulatedMs: task.duration * cpuSlowdown,
      scripts: [...new Set(task.attributableURLs.map(pathOf))].slice(0, 2),
    })),
  };
}

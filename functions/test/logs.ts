/**
 * Log events of handlers run inside the test process, collected instead of printed (the Functions emulator's own
 * log is .stack/test/logs/firebase.log). Tests assert on them by event name.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setLogSink, type LogEntry } from '../src/lib/logs';
import { stackDir } from './stack';

export const collectedLogs: LogEntry[] = [];

export function collectLogs(): void {
  setLogSink((entry) => collectedLogs.push(entry));
}

export const logged = (event: string): LogEntry[] => collectedLogs.filter((e) => e.event === event);

/** Structured lines the deployed functions wrote in the Functions emulator, parsed. */
export function emulatorLogEvents(event: string): Record<string, unknown>[] {
  const text = readFileSync(path.join(stackDir(), 'logs', 'firebase.log'), 'utf8');
  const out: Record<string, unknown>[] = [];
  for (const match of text.matchAll(/\{"event":"[^"]+".*\}/g)) {
    try {
      const entry = JSON.parse(match[0]) as Record<string, unknown>;
      if (entry.event === event) out.push(entry);
    } catch {
      // A line that only looks like JSON.
    }
  }
  return out;
}

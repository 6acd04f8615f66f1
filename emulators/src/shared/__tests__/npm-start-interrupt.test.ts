// `npm start` (scripts/start.ts): Ctrl-C at any moment of the start-up stops every service started so far, the Java
// process of Google's Firestore emulator included. It used to print "Stopped." and leave the stand-ins running when
// pressed before the stack was ready. Runs the real script (its DEV ports shifted by ASO_PORT_OFFSET) and looks for survivors by an
// environment marker every child inherits.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** Pids of live processes whose environment carries the marker (our own processes only: others are unreadable). */
function processesWith(marker: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/environ`, 'latin1').includes(marker)) found.push(Number(entry));
    } catch {
      // Gone, or not ours.
    }
  }
  return found;
}

/** Runs `npm start --empty`, presses Ctrl-C as soon as its output shows `moment`, and looks for what is left. */
function startThenInterrupt(moment: string): Promise<{ output: string; survivors: number[]; running: number }> {
  const marker = `ASO_INTERRUPT_TEST=${randomUUID()}`;
  const [key, value] = marker.split('=') as [string, string];
  // As package.json's `start` runs it: one node process with tsx's loader. (Under the tsx CLI a second process
  // relays the signal and SIGKILLs a child that is busy for 60 ms, orphaning every service it started.)
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--empty'], {
    cwd: ROOT,
    // 20 past this checkout's offset: the DEV ports then stay clear of firebase-tools' default ports (9499 for
    // Cloud Tasks) that a test stack of another checkout may hold.
    env: { ...process.env, [key]: value, ASO_PORT_OFFSET: String(Number(process.env.ASO_PORT_OFFSET ?? 0) + 20) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let running = 0;
  const onOutput = (chunk: Buffer): void => {
    output += chunk.toString();
    if (running === 0 && output.includes(moment)) {
      running = processesWith(marker).length;
      child.kill('SIGINT');
    }
  };
  child.stdout.on('data', onOutput);
  child.stderr.on('data', onOutput);
  return new Promise((resolve) => {
    child.on('exit', () => {
      setTimeout(() => resolve({ output, survivors: processesWith(marker), running }), 1500);
    });
  });
}

// Moments of the start-up, by what it prints (times would race a busy machine): building the bundle, Google's
// Firestore emulator (a JVM) and the stand-ins up while firebase-tools starts, and the emulators up while the functions
// load.
describe('Ctrl-C during npm start', () => {
  it.each([
    ['Building the functions bundle', 1],
    ["Google's Cloud Firestore emulator", 3],
    ['Auth emulator', 2],
  ])(
    'once it prints "%s", stops every service started so far',
    async (moment, atLeast) => {
      const { output, survivors, running } = await startThenInterrupt(moment);
      expect(running, output).toBeGreaterThanOrEqual(atLeast);
      expect(output).toContain('Stopped.');
      expect(survivors, output).toEqual([]);
    },
    120_000,
  );
});

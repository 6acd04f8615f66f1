// `npm start` (scripts/start.ts): Ctrl-C at any moment of the start-up stops every service started so far. It used
// to print "Stopped." and leave the Firestore, Storage and Paystack stand-ins running when pressed before the stack
// was ready. Runs the real script (its DEV ports shifted by ASO_PORT_OFFSET) and looks for survivors by an
// environment marker every child inherits.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');

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

function startThenInterrupt(afterMs: number): Promise<{ output: string; survivors: number[]; sawStandIns: boolean }> {
  const marker = `ASO_INTERRUPT_TEST=${randomUUID()}`;
  const [key, value] = marker.split('=') as [string, string];
  const child = spawn(process.execPath, [TSX, 'scripts/start.ts', '--empty'], {
    cwd: ROOT,
    // 20 past this checkout's offset: the DEV ports then stay clear of firebase-tools' default ports (9499 for
    // Cloud Tasks) that a test stack of another checkout may hold.
    env: { ...process.env, [key]: value, ASO_PORT_OFFSET: String(Number(process.env.ASO_PORT_OFFSET ?? 0) + 20) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve) => {
    let sawStandIns = false;
    setTimeout(() => {
      // More than the script itself is running: the stand-ins (or the bundle build) have started.
      sawStandIns = processesWith(marker).length > 1;
      child.kill('SIGINT');
    }, afterMs);
    child.on('exit', () => {
      setTimeout(() => resolve({ output, survivors: processesWith(marker), sawStandIns }), 1500);
    });
  });
}

describe('Ctrl-C during npm start', () => {
  it.each([2_000, 6_000, 12_000])(
    'at %i ms stops every service started so far',
    async (afterMs) => {
      const { output, survivors, sawStandIns } = await startThenInterrupt(afterMs);
      expect(sawStandIns, output).toBe(true);
      expect(output).toContain('Stopped.');
      expect(survivors, output).toEqual([]);
    },
    90_000,
  );
});

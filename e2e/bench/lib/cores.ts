// A phone's CPU is its own: the servers a page talks to run elsewhere. On this machine they share its two cores with
// the page, and Lighthouse times the page's main thread as it ran, then multiplies by the profile's slowdown: the
// Firestore emulator answering `/`'s early reads, a function drawing a picture, Chrome's own processes carrying
// Lighthouse's trace all lengthened the page's tasks (one `fetch()` call read 97 ms) and made TBT move by a factor
// of two from run to run. While the storefront bench measures, the pages' renderers have the first cores and
// everything else of this user (the stack, the Hosting stand-in, Chrome's browser, GPU and network processes,
// Lighthouse) the last one (docs/design.md#what-each-landing-routes-first-paint-needs).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

interface ProcessRow {
  readonly pid: number;
  readonly parent: number;
  readonly uid: number;
}

function processes(): ProcessRow[] {
  const rows: ProcessRow[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const status = readFileSync(`/proc/${name}/status`, 'utf8');
      // `pid (comm) state ppid …`: comm may hold spaces and brackets, so read after its last ')'.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const uid = Number(/^Uid:\s+(\d+)/m.exec(status)?.[1] ?? -1);
      rows.push({ pid: Number(name), parent, uid });
    } catch {
      // gone meanwhile
    }
  }
  return rows;
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

function treeOf(root: number, rows: readonly ProcessRow[]): Set<number> {
  const tree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const row of rows)
      if (!tree.has(row.pid) && tree.has(row.parent)) {
        tree.add(row.pid);
        grew = true;
      }
  }
  return tree;
}

function pin(pid: number, cpus: string): boolean {
  try {
    // -a: every thread the process has now; threads and children it makes later inherit the mask.
    execFileSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false; // exited, or not ours to move
  }
}

export interface CoresApart {
  /** What the run did, for the bench's header. */
  readonly said: string;
  /** Every moved process back on every core. */
  readonly restore: () => void;
}

/**
 * The renderers of `browserPid` (and the zygotes that fork the next ones) on every core but the last, this user's
 * other processes on the last. A no-op that says why on a machine of one core or without `taskset` (util-linux).
 */
export function givePagesTheirOwnCores(browserPid: number): CoresApart {
  const count = availableParallelism();
  const all = `0-${count - 1}`;
  const none = { restore: () => undefined };
  if (count < 2) return { ...none, said: 'one core: the pages share it with the servers' };
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
  } catch {
    return { ...none, said: 'no taskset (util-linux): the pages share the cores with the servers' };
  }
  const rows = processes();
  const pages = new Set(
    [...treeOf(browserPid, rows)].filter((pid) => /--type=(renderer|zygote)\b/.test(commandLine(pid))),
  );
  const pageCores = count === 2 ? '0' : `0-${count - 2}`;
  const uid = process.getuid?.() ?? -1;
  const moved: number[] = [];
  for (const pid of pages) pin(pid, pageCores);
  for (const row of rows)
    if (row.uid === uid && !pages.has(row.pid) && pin(row.pid, String(count - 1))) moved.push(row.pid);
  return {
    said: `the pages (Chrome's renderers) on core ${pageCores}; the stack, Chrome's other processes and Lighthouse on core ${count - 1}`,
    restore: () => {
      for (const pid of [...pages, ...moved]) pin(pid, all);
    },
  };
}

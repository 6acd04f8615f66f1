/** Child processes of the local stack: each in its own process group, logs to a file, killed as a group. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Service {
  readonly name: string;
  readonly child: ChildProcess;
  readonly logFile: string;
  /** Resolves when the process has exited. */
  readonly exited: Promise<number | null>;
  stop(): Promise<void>;
  tail(lines?: number): string;
}

export interface SpawnOptions {
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
  readonly env?: NodeJS.ProcessEnv;
  readonly cwd: string;
  readonly logDir: string;
  /** Also copy the output to this process's stdout, prefixed by the service name. */
  readonly echo?: boolean;
}

/**
 * Every service this process started that is still running, whichever stack started it and however far its
 * start-up got: Ctrl-C during `npm start`'s start-up must reach them before the stack object exists.
 */
const running = new Set<Service>();

/** Short-lived build steps (the functions bundle, the web build) started on the way. */
const steps = new Set<ChildProcess>();

/** Registers a build step so that stopping everything ends it too. */
export function trackStep(child: ChildProcess): ChildProcess {
  steps.add(child);
  child.on('exit', () => steps.delete(child));
  return child;
}

/** Stops every service started so far (each as a process group) and any build step still running. */
export async function stopEveryService(): Promise<void> {
  for (const child of steps) child.kill('SIGKILL');
  await Promise.all([...running].map((service) => service.stop()));
}

export function spawnService(options: SpawnOptions): Service {
  mkdirSync(options.logDir, { recursive: true });
  const logFile = path.join(options.logDir, `${options.name}.log`);
  const log = createWriteStream(logFile, { flags: 'w' });
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so stopping it also stops whatever it started (firebase-tools runs workers).
    detached: true,
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk: Buffer) => {
      log.write(chunk);
      if (options.echo) {
        for (const line of chunk.toString().split('\n'))
          if (line.trim()) process.stdout.write(`[${options.name}] ${line}\n`);
      }
    });
  }
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => {
      log.end();
      resolve(code);
    });
  });

  async function stop(): Promise<void> {
    if (child.exitCode !== null || child.signalCode !== null) return;
    signalGroup(child, 'SIGINT');
    const timedOut = await Promise.race([exited.then(() => false), delay(8000).then(() => true)]);
    if (timedOut) {
      signalGroup(child, 'SIGKILL');
      await exited;
    }
    // Whatever the leader left behind in its group goes too.
    signalGroup(child, 'SIGKILL');
  }

  function tail(lines = 30): string {
    try {
      return readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    } catch {
      return '';
    }
  }

  const service: Service = { name: options.name, child, logFile, exited, stop, tail };
  running.add(service);
  void exited.then(() => running.delete(service));
  return service;
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

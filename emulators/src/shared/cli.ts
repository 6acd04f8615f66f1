// What the stand-ins' command lines share: strict `--name value` flags, and the life of a server started from a
// shell (usage on --help, exit 2 with the usage on bad options, stop cleanly on SIGINT/SIGTERM).
import { parseArgs } from 'node:util';
import type { RunningEmulator } from './emulator';

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The value of each named `--flag value` (no positionals, unknown flags refused). */
export function stringFlags<const N extends string>(
  argv: readonly string[],
  names: readonly N[],
): Partial<Record<N, string>> {
  const options = Object.fromEntries(names.map((name) => [name, { type: 'string' as const }]));
  const { values } = parseArgs({ args: [...argv], strict: true, allowPositionals: false, options });
  return values as Partial<Record<N, string>>;
}

/**
 * `emulators <name> …`: prints `usage` for --help/-h; a bad option prints its message and the usage and exits 2;
 * else starts the server, and stops it on SIGINT/SIGTERM (exit 0; 1 with `[name] message` when start or stop fails).
 */
export async function runServer<O>(
  name: string,
  argv: readonly string[],
  usage: string,
  parse: (argv: readonly string[]) => O,
  start: (options: O) => Promise<RunningEmulator>,
): Promise<void> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(usage);
    return;
  }
  let options: O;
  try {
    options = parse(argv);
  } catch (error: unknown) {
    console.error(`${message(error)}\n\n${usage}`);
    process.exit(2);
  }
  const failed = (error: unknown): never => {
    console.error(`[${name}] ${message(error)}`);
    process.exit(1);
  };
  const server = await start(options).catch(failed);
  const stop = (): void => {
    server.stop().then(() => process.exit(0), failed);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

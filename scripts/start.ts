/**
 * `npm start`: the whole shop on this machine with demo data. Ctrl-C stops every child process.
 * Flags: --built (the production build as Hosting serves it instead of the Vite dev server with hot reload),
 * --verbose (stream every service's log), --empty (start without demo data).
 */
import path from 'node:path';
import { DEMO_ACCOUNTS } from './seed/accounts';
import { buildSeed } from './seed/index';
import { loadDocs } from './seed/load';
import { DEV_PORTS } from './lib/ports';
import { stopEveryService } from './lib/proc';
import { PortInUseError } from './lib/wait';
import { ROOT, startStack, type Stack } from './lib/stack';
import { startLocalSchedules } from './lib/schedules';

const args = new Set(process.argv.slice(2));
const web = args.has('--built') ? 'preview' : 'dev';
/** What the shop's URL serves, said at start-up and beside the URL (README.md#two-commands). */
const SERVES =
  web === 'dev'
    ? 'the Vite dev server: source modules, hot reload (`npm start -- --built` serves the built app as Hosting does)'
    : 'the built app as Hosting serves it: what customers get, no hot reload (`npm start` alone for the dev server)';
const started = Date.now();
const elapsed = (): string => `${((Date.now() - started) / 1000).toFixed(1)} s`;

let stack: Stack | undefined;
let stopping = false;

async function shutdown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    console.log('\nStopping every service…');
    // Not only `stack.stop()`: during start-up there is no stack yet, but the stand-ins already run.
    await stack?.stop();
    await stopEveryService();
    console.log('Stopped.');
  }
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  console.log(
    "Starting Aso on the local stack (Google's Firestore emulator; the Auth and Functions emulators; Storage and Paystack stand-ins; MailDev and the mail relay; web app).",
  );
  console.log(`The shop will be ${SERVES}.`);
  stack = await startStack({
    name: 'dev',
    ports: DEV_PORTS,
    importDir: args.has('--empty') ? undefined : path.join(ROOT, 'emulator-data'),
    web,
    // Orders and stats are dated relative to today, so Firestore is seeded fresh at every start.
    seed: args.has('--empty') ? undefined : (info) => loadDocs(info, buildSeed(new Date()).docs),
    echo: args.has('--verbose'),
    progress: (line) => console.log(`  ${line}`),
  });
} catch (error) {
  if (error instanceof PortInUseError) {
    console.error(`\n${error.message}`);
    await shutdown(1);
  }
  console.error(`\nCould not start the stack: ${error instanceof Error ? error.message : String(error)}`);
  await shutdown(1);
}

const running = stack!;
const stopSchedules = startLocalSchedules(running);
for (const service of running.services) {
  void service.exited.then((code) => {
    if (stopping) return;
    console.error(
      `\n${service.name} stopped unexpectedly (exit ${code}). Last lines of ${service.logFile}:\n${service.tail()}`,
    );
    stopSchedules();
    void shutdown(1);
  });
}

const pad = (s: string, n: number): string => s.padEnd(n);
console.log(`
Aso is up in ${elapsed()}.

  Shop (web app)        ${running.urls.web}
                        ${SERVES}
  Back office           ${running.urls.web}/admin
  Auth emulator         ${running.urls.auth}
  Firestore             ${running.urls.firestore}   ${running.firestoreEmulator}
  Storage stand-in      ${running.urls.storage}
  Functions emulator    ${running.urls.functions}
  Paystack test double  ${running.urls.paystack}   (test checkout: Pay / Decline / Close)
  Mail inbox (MailDev)  ${running.urls.mail}   (every mail the shop sends; SMTP on ${running.ports.mailSmtp})

Demo logins:
${DEMO_ACCOUNTS.map((a) => `  ${pad(a.role, 9)} ${pad(a.email, 20)} ${pad(a.password, 16)} ${a.name}`).join('\n')}

Logs: .stack/dev/logs/   Press Ctrl-C to stop everything.`);

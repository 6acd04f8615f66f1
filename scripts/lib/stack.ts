/**
 * The whole local stack on one set of ports: the repo's Firestore, Storage and Paystack stand-ins, the
 * firebase-tools Auth and Functions emulators, and the web app. Used by `npm start` (DEV_PORTS) and by the
 * test suites' global setup (TEST_PORTS), so both exercise the same wiring.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as buildFunctions } from './functions-bundle';
import { PROJECT_ID, REGION, STORAGE_BUCKET, type StackPorts } from './ports';
import { maildevArgs } from '../../emulators/src/mail-relay/maildev';
import { spawnService, trackStep, type Service } from './proc';
import { assertPortsFree, waitForHttp } from './wait';
import { startGoogleFirestore, waitForGoogleFirestore } from './google-firestore';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const EMULATORS_CLI = path.join(ROOT, 'emulators/bin/emulators.mjs');
const FIREBASE_CLI = path.join(ROOT, 'node_modules/firebase-tools/lib/bin/firebase.js');
const VITE_CLI = path.join(ROOT, 'node_modules/vite/bin/vite.js');

/** Test keys of the local Paystack double; never real keys. */
export const PAYSTACK_TEST_SECRET = 'sk_test_aso_local_double_0000000000000000';
export const PAYSTACK_TEST_PUBLIC = 'pk_test_aso_local_double_0000000000000000';
/** The sender of every local mail (the Trigger Email extension's DEFAULT_FROM in production). */
export const MAIL_FROM = 'Aso <orders@aso.local>';

/**
 * The web servers a stack runs. `dev`: the Vite dev server with hot reload (`npm start`). `preview`: the production
 * build as Hosting serves it (`vite preview`; `npm start -- --built`). `both`: the build on `web` and the dev server
 * on `webDev` over one backend, plus the firebase-tools Hosting emulator on `hosting` as the reference (the test
 * stack: journeys run on the build and on the dev server). Both servers route as firebase.json says
 * (web/local-hosting.ts).
 */
export type WebMode = 'dev' | 'preview' | 'both' | 'none';

const servesBuild = (web: WebMode): boolean => web === 'preview' || web === 'both';

export interface StackOptions {
  /** Its folder under .stack/: 'dev' (`npm start`), 'test' (`npm test`), or a benchmark's own. */
  readonly name: string;
  readonly ports: StackPorts;
  /** Directory of exported data (emulator-data/): Auth accounts and Storage files are imported from it. */
  readonly importDir?: string;
  /** Runs once Firestore, Storage, Auth and Functions answer, before the web app starts (demo data). */
  readonly seed?: (info: StackInfo) => Promise<void>;
  readonly web: WebMode;
  /** Copy every service's log lines to stdout. */
  readonly echo?: boolean;
  readonly progress?: (line: string) => void;
}

export interface StackInfo {
  readonly projectId: string;
  readonly region: string;
  readonly bucket: string;
  readonly ports: StackPorts;
  /** The web servers this stack runs. */
  readonly web: WebMode;
  readonly urls: {
    /** The shop: the build under `preview` and `both`, the dev server under `dev`. */
    readonly web: string;
    /** The Vite dev server, when one runs (`dev`: the same as `web`; `both`: its own port). */
    readonly webDev?: string;
    /** The firebase-tools Hosting emulator serving the build (`both`). */
    readonly hosting?: string;
    readonly auth: string;
    readonly firestore: string;
    readonly storage: string;
    readonly functions: string;
    readonly paystack: string;
    /** MailDev's web inbox; its REST API lists what the relay delivered (GET /email). */
    readonly mail: string;
  };
  readonly paystackSecret: string;
  readonly paystackPublic: string;
}

export interface Stack extends StackInfo {
  /** Which Firestore emulator runs, and its version ("Google's Cloud Firestore emulator 1.19.9 (gcloud, Java 17)"). */
  readonly firestoreEmulator: string;
  stop(): Promise<void>;
  readonly services: readonly Service[];
}

export function describeStack(ports: StackPorts, web: WebMode = 'none'): StackInfo {
  const host = '127.0.0.1';
  return {
    projectId: PROJECT_ID,
    region: REGION,
    bucket: STORAGE_BUCKET,
    ports,
    web,
    urls: {
      web: `http://${host}:${ports.web}`,
      ...(web === 'dev' ? { webDev: `http://${host}:${ports.web}` } : {}),
      ...(web === 'both'
        ? {
            webDev: `http://${host}:${ports.webDev}`,
            hosting: `http://${host}:${ports.hosting}`,
          }
        : {}),
      auth: `http://${host}:${ports.auth}`,
      firestore: `http://${host}:${ports.firestore}`,
      storage: `http://${host}:${ports.storage}`,
      functions: `http://${host}:${ports.functions}/${PROJECT_ID}/${REGION}`,
      paystack: `http://${host}:${ports.paystack}`,
      mail: `http://${host}:${ports.mailWeb}`,
    },
    paystackSecret: PAYSTACK_TEST_SECRET,
    paystackPublic: PAYSTACK_TEST_PUBLIC,
  };
}

/** Environment for the web app (Vite) pointing at every local service; read by web/src/lib/env.ts. */
export function webEnv(info: StackInfo): Record<string, string> {
  const { ports } = info;
  return {
    VITE_FIREBASE_API_KEY: 'demo-api-key',
    VITE_FIREBASE_PROJECT_ID: info.projectId,
    VITE_FIREBASE_AUTH_DOMAIN: `${info.projectId}.firebaseapp.com`,
    VITE_FIREBASE_STORAGE_BUCKET: info.bucket,
    VITE_FIREBASE_APP_ID: '1:000000000000:web:aso-local',
    VITE_FUNCTIONS_REGION: info.region,
    VITE_AUTH_EMULATOR_URL: info.urls.auth,
    VITE_FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    VITE_STORAGE_EMULATOR_HOST: `127.0.0.1:${ports.storage}`,
    VITE_FUNCTIONS_EMULATOR_HOST: `127.0.0.1:${ports.functions}`,
    VITE_PAYSTACK_PUBLIC_KEY: info.paystackPublic,
    VITE_PAYSTACK_SCRIPT_URL: `${info.urls.paystack}/inline.js`,
  };
}

/** Environment for code that talks to the stack with the Admin SDK (functions, seed, tests). */
export function adminEnv(info: StackInfo): Record<string, string> {
  return {
    GCLOUD_PROJECT: info.projectId,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${info.ports.firestore}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${info.ports.storage}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${info.ports.auth}`,
    METADATA_SERVER_DETECTION: 'none',
    PAYSTACK_BASE_URL: info.urls.paystack,
    PAYSTACK_SECRET_KEY: info.paystackSecret,
    // Links in mails (functions/src/lib/config.ts siteUrl) point at this stack's web app.
    SITE_URL: info.urls.web,
  };
}

/** Where a stack's functions bundle lives: the committed firebase.json uses functions/bundle (dev). */
function bundleDirFor(name: StackOptions['name']): string {
  return name === 'dev' ? path.join(ROOT, 'functions/bundle') : path.join(ROOT, '.stack', name, 'functions-bundle');
}

/** Where a stack's production web build goes (the preview's, the storefront bench's, shopPage's template). */
export function webDistFor(name: StackOptions['name']): string {
  return path.join(ROOT, '.stack', name, 'web-dist');
}

/**
 * firebase.json with this stack's ports (ASO_PORT_OFFSET applied; the committed one carries the unshifted DEV ports)
 * and bundle, without its `extensions`: the emulator would download Trigger Email's source, and the local mail relay
 * does its work here.
 */
function firebaseConfigFor(options: StackOptions): string {
  const committed = path.join(ROOT, 'firebase.json');
  const config = JSON.parse(readFileSync(committed, 'utf8')) as {
    hosting: unknown;
    emulators: Record<string, { port?: number } | boolean | undefined>;
    functions: Record<string, unknown>[];
    extensions?: unknown;
  };
  // The Trigger Email extension is production's; locally the mail relay does its work, so the emulators never load it.
  delete config.extensions;
  config.functions = config.functions.map((f) => ({ ...f, source: path.relative(ROOT, bundleDirFor(options.name)) }));
  const { ports } = options;
  if (options.web === 'both') {
    // The Hosting emulator serves this stack's build, as Hosting serves web/dist.
    const hosting = config.hosting as Record<string, unknown>;
    config.hosting = { ...hosting, public: path.relative(ROOT, webDistFor(options.name)) };
  }
  config.emulators = {
    ...config.emulators,
    hosting: { port: ports.hosting },
    auth: { port: ports.auth },
    functions: { port: ports.functions },
    firestore: { port: ports.firestore },
    storage: { port: ports.storage },
    hub: { port: ports.hub },
    logging: { port: ports.logging },
  };
  // Next to firebase.json, because firebase-tools resolves functions.source from the config's folder.
  const file = path.join(ROOT, `firebase.${options.name}.json`);
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

export async function startStack(options: StackOptions): Promise<Stack> {
  const info = describeStack(options.ports, options.web);
  const say = options.progress ?? (() => undefined);
  const { ports } = options;
  const stateDir = path.join(ROOT, '.stack', options.name);
  const logDir = path.join(stateDir, 'logs');
  mkdirSync(logDir, { recursive: true });

  const wanted: Record<string, number> = {
    'Firestore (index gate)': ports.firestore,
    "Google's Firestore emulator": ports.firestoreEmulator,
    'Storage stand-in': ports.storage,
    'Paystack double': ports.paystack,
    'Auth emulator': ports.auth,
    'Functions emulator': ports.functions,
    'Emulator hub': ports.hub,
    'Emulator logging': ports.logging,
    'MailDev SMTP': ports.mailSmtp,
    'MailDev inbox': ports.mailWeb,
  };
  if (options.web !== 'none') wanted['Web app'] = ports.web;
  if (options.web === 'both') {
    wanted['Web app (dev server)'] = ports.webDev;
    wanted['Hosting emulator'] = ports.hosting;
  }
  await assertPortsFree(wanted);

  const services: Service[] = [];
  const stop = async (): Promise<void> => {
    await Promise.all(services.map((service) => service.stop()));
  };
  const common = { cwd: ROOT, logDir, echo: options.echo ?? false };
  const node = process.execPath;

  try {
    say('Building the functions bundle…');
    const bundleDir = bundleDirFor(options.name);
    await buildFunctions(bundleDir);
    // The Functions emulator reads secrets from .secret.local beside the source (a local test key, never a real one).
    writeFileSync(path.join(bundleDir, '.secret.local'), `PAYSTACK_SECRET_KEY=${info.paystackSecret}\n`);

    // The Storage stand-in reads its sub-folder (storage_export/) of the export directory; Firestore starts empty.
    const importArgs = (sub: string): string[] =>
      options.importDir && existsSync(path.join(options.importDir, sub)) ? ['--import', options.importDir] : [];

    // Google's Firestore emulator, behind the index gate every client goes through (docs/architecture.md#local-stack).
    const google = startGoogleFirestore({
      ...common,
      port: ports.firestoreEmulator,
      rulesFile: path.join(ROOT, 'firestore.rules'),
      projectId: info.projectId,
      functionsEmulator: `127.0.0.1:${ports.functions}`,
    });
    const firestore = google.service;
    const gate = spawnService({
      ...common,
      name: 'index-gate',
      command: node,
      args: [
        EMULATORS_CLI,
        'index-gate',
        '--port',
        String(ports.firestore),
        '--upstream',
        `127.0.0.1:${ports.firestoreEmulator}`,
      ],
    });
    const storage = spawnService({
      ...common,
      name: 'storage',
      command: node,
      args: [
        EMULATORS_CLI,
        'storage',
        '--port',
        String(ports.storage),
        '--rules',
        path.join(ROOT, 'storage.rules'),
        ...importArgs('storage_export'),
      ],
    });
    const paystack = spawnService({
      ...common,
      name: 'paystack',
      command: node,
      args: [
        EMULATORS_CLI,
        'paystack',
        '--port',
        String(ports.paystack),
        '--secret',
        info.paystackSecret,
        '--public-key',
        info.paystackPublic,
        '--webhook-url',
        `${info.urls.functions}/paystackWebhook`,
      ],
    });
    // MailDev catches every mail; the relay does what the Trigger Email extension does in production.
    const maildev = spawnService({
      ...common,
      name: 'maildev',
      command: node,
      args: maildevArgs(ports.mailSmtp, ports.mailWeb),
    });
    const mailRelay = spawnService({
      ...common,
      name: 'mail-relay',
      command: node,
      env: { METADATA_SERVER_DETECTION: 'none' },
      args: [
        EMULATORS_CLI,
        'mail-relay',
        '--firestore',
        `127.0.0.1:${ports.firestore}`,
        '--project',
        info.projectId,
        '--smtp-uri',
        `smtp://127.0.0.1:${ports.mailSmtp}`,
        '--from',
        MAIL_FROM,
      ],
    });
    services.push(firestore, gate, storage, paystack, maildev, mailRelay);

    const authImport =
      options.importDir && existsSync(path.join(options.importDir, 'auth_export'))
        ? ['--import', options.importDir]
        : [];
    // The Hosting emulator reads the build when asked; the folder must be there when it starts.
    if (options.web === 'both') mkdirSync(webDistFor(options.name), { recursive: true });
    const firebase = spawnService({
      ...common,
      name: 'firebase',
      command: node,
      args: [
        FIREBASE_CLI,
        'emulators:start',
        '--only',
        options.web === 'both' ? 'auth,functions,hosting' : 'auth,functions',
        '--project',
        info.projectId,
        '--config',
        firebaseConfigFor(options),
        ...authImport,
      ],
      // Workers start slowly on a busy 2-core machine; the default 30 s discovery limit is too tight.
      // ASO_WEB_DIST: shopPage and productPage render into this stack's web build (built below, or by the
      // storefront bench); a request that reached the dev server (ASO_WEB_TEMPLATE_URL) into its index.html.
      env: {
        ...adminEnv(info),
        FIREBASE_AUTH_EMULATOR_HOST: '',
        FUNCTIONS_DISCOVERY_TIMEOUT: '120',
        ASO_WEB_DIST: webDistFor(options.name),
        ...(info.urls.webDev ? { ASO_WEB_TEMPLATE_URL: `${info.urls.webDev}/` } : {}),
      },
    });
    services.push(firebase);

    const t0 = Date.now();
    const ready = (label: string, url: string): void =>
      say(`${label.padEnd(20)} ready on ${url}  (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    await waitForGoogleFirestore(ports.firestoreEmulator, firestore);
    await waitForHttp(`${info.urls.firestore}/`, gate, 60_000);
    const firestoreEmulator = await google.description;
    ready('Firestore', `${info.urls.firestore}  (${firestoreEmulator}, behind the index gate)`);
    await waitForHttp(`${info.urls.storage}/`, storage, 60_000);
    ready('Storage stand-in', info.urls.storage);
    await waitForHttp(`${info.urls.paystack}/`, paystack, 60_000);
    ready('Paystack double', info.urls.paystack);
    await waitForHttp(`${info.urls.mail}/healthz`, maildev, 60_000);
    ready('MailDev inbox', info.urls.mail);
    await waitForHttp(`${info.urls.auth}/`, firebase, 120_000);
    ready('Auth emulator', info.urls.auth);
    await waitForFunctions(info, firebase);
    ready('Functions emulator', info.urls.functions);
    if (options.seed) {
      say('Loading demo data…');
      await options.seed(info);
    }

    if (options.web !== 'none') {
      const env = { ...webEnv(info), ASO_FUNCTIONS_URL: info.urls.functions };
      // Each stack builds its own copy of the web app, pointed at its own ports. Both servers send firebase.json's
      // function paths (/shop, /product/**, …) to the functions as Hosting does (web/local-hosting.ts).
      const webDist = webDistFor(options.name);
      if (servesBuild(options.web)) {
        say('Building the web app…');
        await runToCompletion(
          node,
          [VITE_CLI, 'build', '--logLevel', 'warn', '--outDir', webDist, '--emptyOutDir'],
          path.join(ROOT, 'web'),
          env,
        );
        const preview = spawnService({
          ...common,
          name: 'web',
          command: node,
          cwd: path.join(ROOT, 'web'),
          env,
          args: [
            VITE_CLI,
            'preview',
            '--host',
            '127.0.0.1',
            '--port',
            String(ports.web),
            '--strictPort',
            '--outDir',
            webDist,
          ],
        });
        services.push(preview);
        await waitForHttp(`${info.urls.web}/`, preview, 120_000);
        ready('Web app (build)', info.urls.web);
      }
      if (info.urls.webDev) {
        const devPort = new URL(info.urls.webDev).port;
        const dev = spawnService({
          ...common,
          name: options.web === 'dev' ? 'web' : 'web-dev',
          command: node,
          cwd: path.join(ROOT, 'web'),
          // Its own dependency cache, so `npm start` and the test stack's dev server never rewrite each other's.
          env: { ...env, ASO_VITE_CACHE_DIR: path.join(stateDir, 'vite') },
          args: [VITE_CLI, '--host', '127.0.0.1', '--port', devPort, '--strictPort'],
        });
        services.push(dev);
        await waitForHttp(`${info.urls.webDev}/`, dev, 120_000);
        // The first page a browser opens would otherwise wait for Vite to bundle the dependencies.
        await fetch(`${info.urls.webDev}/src/main.tsx`);
        ready('Web app (dev server)', info.urls.webDev);
      }
      if (info.urls.hosting) ready('Hosting emulator', info.urls.hosting);
    }
    writeFileSync(path.join(stateDir, 'stack.json'), `${JSON.stringify(info, null, 2)}\n`);
    return { ...info, firestoreEmulator, services, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The Functions emulator answers its port before the functions are loaded; wait for the log line. */
async function waitForFunctions(info: StackInfo, firebase: Service): Promise<void> {
  await waitForHttp(`http://127.0.0.1:${info.ports.functions}/`, firebase, 120_000);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const log = readFileSync(firebase.logFile, 'utf8');
    if (log.includes('All emulators ready')) return;
    if (/Failed to load function definition|Error: /.test(log)) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `The Functions emulator did not load the functions. Last lines of ${firebase.logFile}:\n${firebase.tail(40)}`,
  );
}

async function runToCompletion(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string>,
): Promise<void> {
  const { spawn } = await import('node:child_process');
  await new Promise<void>((resolve, reject) => {
    const child = trackStep(spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' }));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} failed with exit code ${code}`)),
    );
  });
}

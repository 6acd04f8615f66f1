/**
 * Google's Cloud Firestore emulator, the shop's database on every local stack and in every test suite
 * (docs/architecture.md#local-stack). It is a Java program: the same jar firebase-tools downloads, which this kind of
 * machine ships as the gcloud component `cloud-firestore-emulator`. firebase-tools 15 refuses Java below 21 for its
 * Java emulators, so the stack starts the jar itself, with the flags firebase-tools would pass.
 *
 * Where it is found, first match wins:
 *   1. FIRESTORE_EMULATOR_JAR (or ASO_FIRESTORE_EMULATOR): the jar, or the component's launcher script beside it;
 *   2. the gcloud SDK's component: <sdk root>/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar;
 *   3. firebase-tools' cache: ~/.cache/firebase/emulators/cloud-firestore-emulator-v*.jar (newest).
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { spawnService, type Service } from './proc';

const JAR_NAME = 'cloud-firestore-emulator.jar';
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
/** The oldest Java the emulator's jar runs on (it is built for Java 11). */
const MIN_JAVA = 11;

/** What to install when the emulator or Java is missing: one line, also in the README. */
export const INSTALL_HINT =
  "Google's Firestore emulator is needed: `gcloud components install cloud-firestore-emulator` (or apt's " +
  '`google-cloud-cli-firestore-emulator`), with Java 11 or later (`apt-get install openjdk-17-jre-headless`); ' +
  'or name its jar in FIRESTORE_EMULATOR_JAR.';

export class FirestoreEmulatorMissing extends Error {
  constructor(reason: string) {
    super(`${reason}\n${INSTALL_HINT}`);
  }
}

export interface FirestoreEmulatorJar {
  readonly jar: string;
  /** Where it was found, for the start-up line. */
  readonly source: 'FIRESTORE_EMULATOR_JAR' | 'gcloud' | 'firebase-tools cache';
}

/** The jar beside a launcher script, or the jar itself. */
function jarAt(named: string): string | undefined {
  const candidate = named.endsWith('.jar') ? named : path.join(path.dirname(named), JAR_NAME);
  return existsSync(candidate) ? candidate : undefined;
}

function gcloudSdkRoots(): string[] {
  const roots = ['/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk', '/opt/google-cloud-sdk'];
  if (process.env.CLOUDSDK_ROOT_DIR) roots.unshift(process.env.CLOUDSDK_ROOT_DIR);
  if (roots.some((root) => existsSync(path.join(root, 'platform/cloud-firestore-emulator', JAR_NAME)))) return roots;
  // Not in a usual place: ask gcloud where its SDK is (a second or two).
  try {
    const asked = execFileSync('gcloud', ['info', '--format=value(installation.sdk_root)'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 20_000,
    }).trim();
    if (asked) roots.push(asked);
  } catch {
    // No gcloud on this machine.
  }
  return roots;
}

function firebaseToolsCacheJar(): string | undefined {
  const dir = path.join(homedir(), '.cache/firebase/emulators');
  if (!existsSync(dir)) return undefined;
  const jars = readdirSync(dir)
    .filter((name) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(name))
    .map((name) => path.join(dir, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  return jars[0];
}

export function findFirestoreEmulator(): FirestoreEmulatorJar {
  const named = process.env.FIRESTORE_EMULATOR_JAR ?? process.env.ASO_FIRESTORE_EMULATOR;
  if (named) {
    const jar = jarAt(named);
    if (!jar) throw new FirestoreEmulatorMissing(`FIRESTORE_EMULATOR_JAR names ${named}, where no ${JAR_NAME} is.`);
    return { jar, source: 'FIRESTORE_EMULATOR_JAR' };
  }
  for (const root of gcloudSdkRoots()) {
    const jar = path.join(root, 'platform/cloud-firestore-emulator', JAR_NAME);
    if (existsSync(jar)) return { jar, source: 'gcloud' };
  }
  const cached = firebaseToolsCacheJar();
  if (cached) return { jar: cached, source: 'firebase-tools cache' };
  throw new FirestoreEmulatorMissing("Google's Cloud Firestore emulator was not found on this machine.");
}

const JAVA = (): string =>
  process.env.JAVA ?? (process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, 'bin/java') : 'java');

/** The major version of the Java that will run the emulator; throws with the install hint when there is none. */
export function javaMajorVersion(): number {
  // `java -version` prints on stderr.
  const asked = spawnSync(JAVA(), ['-version'], { encoding: 'utf8' });
  if (asked.error) throw new FirestoreEmulatorMissing('No Java was found to run the Firestore emulator.');
  const printed = `${asked.stderr}${asked.stdout}`;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(printed);
  if (!match) throw new FirestoreEmulatorMissing(`Could not read Java's version from: ${printed.split('\n')[0]}`);
  // Java 8 and older say "1.8.0_…".
  return match[1] === '1' ? Number(match[2]) : Number(match[1]);
}

/** "1.19.9": what the jar says of itself (`start --version`, a second's JVM beside the emulator's start). */
export async function firestoreEmulatorVersion(jar: string): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)(JAVA(), ['-cp', jar, MAIN_CLASS, 'start', '--version'], {
      timeout: 60_000,
    });
    return stdout.trim().split(/\s+/).at(-1) ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export interface GoogleFirestoreOptions {
  readonly port: number;
  readonly rulesFile: string;
  readonly projectId?: string;
  /** host:port of the Functions emulator, which Firestore triggers are delivered to. */
  readonly functionsEmulator?: string;
  readonly name?: string;
  readonly cwd: string;
  readonly logDir: string;
  readonly echo?: boolean;
}

export interface GoogleFirestore {
  readonly service: Service;
  readonly jar: FirestoreEmulatorJar;
  /** "Google's Cloud Firestore emulator 1.19.9 (gcloud, Java 17)", for the start-up line. */
  readonly description: Promise<string>;
}

/** Checks Java and the jar, then starts the emulator (its JVM in the service's own process group). */
export function startGoogleFirestore(options: GoogleFirestoreOptions): GoogleFirestore {
  const jar = findFirestoreEmulator();
  const java = javaMajorVersion();
  if (java < MIN_JAVA) {
    throw new FirestoreEmulatorMissing(
      `The Firestore emulator needs Java ${MIN_JAVA} or later; this machine has ${java}.`,
    );
  }
  const args = [
    '-Duser.language=en',
    '-cp',
    jar.jar,
    MAIN_CLASS,
    'start',
    '--host=127.0.0.1',
    `--port=${options.port}`,
    `--rules=${options.rulesFile}`,
    ...(options.projectId ? [`--project_id=${options.projectId}`, '--single_project_mode=true'] : []),
    ...(options.functionsEmulator ? [`--functions_emulator=${options.functionsEmulator}`] : []),
  ];
  const service = spawnService({
    name: options.name ?? 'firestore',
    command: JAVA(),
    args,
    cwd: options.cwd,
    logDir: options.logDir,
    echo: options.echo,
  });
  const description = firestoreEmulatorVersion(jar.jar).then(
    (v) => `Google's Cloud Firestore emulator ${v} (${jar.source}, Java ${java})`,
  );
  return { service, jar, description };
}

/** Resolves once the emulator answers `GET /` with "Ok" (it listens a few seconds after the JVM starts). */
export async function waitForGoogleFirestore(port: number, service: Service, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void service.exited.then(() => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error(`The Firestore emulator exited before it was ready:\n${service.tail()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `The Firestore emulator did not answer on port ${port} within ${timeoutMs / 1000} s:\n${service.tail()}`,
  );
}

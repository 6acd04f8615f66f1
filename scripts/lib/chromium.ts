/**
 * Finds Chromium for the browser journeys and Lighthouse. Lighthouse (and the benches) use Debian's full `chromium`:
 * CHROME_PATH, then /usr/bin/chromium. The journeys use Debian's `chromium-headless-shell`, the same Blink and V8
 * built without the desktop browser around them (what Playwright itself runs headless), which costs a journey about
 * a sixth less CPU (docs/architecture.md#how-long-it-takes): CHROME_PATH, then the shell, then the full browser.
 * When what is asked for is missing and we are root on Debian, installs it with apt; otherwise stops with a clear
 * message (the journeys fall back to the full browser). Browser tests are never skipped silently.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const DEBIAN_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
}

function isDebianRoot(): boolean {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const osRelease = existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '';
  return isRoot && /ID(_LIKE)?=.*debian/i.test(osRelease);
}

function aptInstall(pkg: string): void {
  console.log(`${pkg} not found: installing Debian's ${pkg} (apt-get)…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', pkg], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  if (!isDebianRoot()) {
    throw new Error(
      'Chromium is needed for the browser tests and was not found. Install it (Debian: `sudo apt-get install -y chromium`) or set CHROME_PATH to a Chromium or Chrome binary.',
    );
  }
  aptInstall('chromium');
  const installed = findChromium();
  if (!installed) throw new Error('apt-get installed chromium but /usr/bin/chromium is still missing.');
  return installed;
}

/** The browser the journeys drive: CHROME_PATH, then Debian's headless shell (installed as root), then `chromium`. */
export function ensureJourneyChromium(): string {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (!existsSync(DEBIAN_HEADLESS_SHELL) && isDebianRoot()) aptInstall('chromium-headless-shell');
  if (existsSync(DEBIAN_HEADLESS_SHELL)) return DEBIAN_HEADLESS_SHELL;
  console.log(
    "Debian's chromium-headless-shell is missing (`sudo apt-get install -y chromium-headless-shell`): the journeys use the full chromium.",
  );
  return ensureChromium();
}

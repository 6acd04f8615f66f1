/**
 * Finds Chromium for the browser journeys and Lighthouse: CHROME_PATH, then /usr/bin/chromium. When it is
 * missing and we are root on Debian, installs Debian's `chromium`; otherwise stops with a clear message.
 * Browser tests are never skipped silently.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

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

export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  if (!isDebianRoot()) {
    throw new Error(
      'Chromium is needed for the browser tests and was not found. Install it (Debian: `sudo apt-get install -y chromium`) or set CHROME_PATH to a Chromium or Chrome binary.',
    );
  }
  console.log("Chromium not found: installing Debian's chromium (apt-get)…");
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const installed = findChromium();
  if (!installed) throw new Error('apt-get installed chromium but /usr/bin/chromium is still missing.');
  return installed;
}

// Playwright drives Debian's Chromium; it never downloads a browser of its own.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium not found at ${CHROMIUM}. Install Debian's package: sudo apt-get install -y chromium`);
    return false;
  }
  console.info('Installing Debian chromium (apt-get install -y chromium)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  return existsSync(CHROMIUM);
}

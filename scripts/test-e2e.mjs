// End-to-end tests: build the web app, then Playwright in Debian's Chromium against the real server.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';

if (!ensureChromium()) process.exit(1);
const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit' }).status;
if (run('npm', ['run', 'build', '-w', '@corridor/web']) !== 0) process.exit(1);
process.exit(run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']) === 0 ? 0 : 1);

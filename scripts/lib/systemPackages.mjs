import { existsSync, readdirSync } from 'node:fs';
import { run, step } from './run.mjs';

/** Debian packages the product uses, each with a way to tell whether it is installed. */
export const SYSTEM_PACKAGES = {
  postgresql: {
    purpose: 'the PostgreSQL server the test suite runs against',
    installed: () => postgresBinDir() !== null,
  },
  chromium: {
    purpose: 'PDF documents and vehicle rendering',
    installed: () => existsSync('/usr/bin/chromium'),
  },
  ffmpeg: {
    purpose: 'encoding the waiting-room clips recorded from the 3D scene',
    installed: () => existsSync('/usr/bin/ffmpeg'),
  },
  'poppler-utils': {
    purpose: 'reading printed PDFs back in the tests (pdftotext, pdfimages)',
    installed: () => existsSync('/usr/bin/pdftotext') && existsSync('/usr/bin/pdfimages'),
  },
};

/** The bin directory of the newest installed PostgreSQL server, or null. */
export function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(`${base}/${v}/bin/initdb`))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? `${base}/${versions[0]}/bin` : null;
}

/**
 * Installs missing Debian packages when running as root; otherwise explains what to install.
 * Returns the names that are still missing.
 */
export async function ensureSystemPackages(names) {
  const missing = names.filter((name) => !SYSTEM_PACKAGES[name].installed());
  if (missing.length === 0) return [];
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    for (const name of missing) {
      console.error(`Missing Debian package "${name}" (${SYSTEM_PACKAGES[name].purpose}).`);
    }
    console.error(`Install it with: sudo apt-get install -y ${missing.join(' ')}`);
    return missing;
  }
  step(`installing Debian packages: ${missing.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update', '-qq'], { env });
  await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { env });
  return missing.filter((name) => !SYSTEM_PACKAGES[name].installed());
}

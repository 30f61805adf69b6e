// Makes sure a program the test suites drive is installed from Debian's packages:
// - the program there: nothing to do.
// - missing, running as root with apt-get: installs its package (output shown).
// - missing otherwise: stops at once with the one command to run. Plain Node, no dependencies.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The full path of `command` on PATH, or null. */
function onPath(command) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, command);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

function run(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    console.error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}

/**
 * @param {{ name: string, file: string, pkg: string, why: string }} wanted
 *   name: what to call it; file: the path that proves it is installed; pkg: its Debian package;
 *   why: what needs it (shown when it cannot be installed here).
 */
export function ensureDebianPackage({ name, file, pkg, why }) {
  if (fs.existsSync(file)) return;
  const install = `sudo apt-get install -y ${pkg}`;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const aptGet = onPath('apt-get');
  if (!isRoot || !aptGet) {
    console.error(`${name} is missing at ${file} (${why}). Install it with:\n\n  ${install}\n`);
    process.exit(1);
  }
  console.log(`${name} is missing at ${file}: installing Debian's ${pkg} package.`);
  run(aptGet, ['update']);
  run(aptGet, ['install', '-y', pkg]);
  if (!fs.existsSync(file)) {
    console.error(`apt-get installed ${pkg} but ${file} is still missing. Install it with:\n\n  ${install}\n`);
    process.exit(1);
  }
}

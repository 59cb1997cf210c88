// `npm run mobile:sync`: the native projects from the web build. Builds the web app when it has no build (or
// with --build), adds android/ and ios/ when they are missing, and copies the build, the config and the plugins
// into them (cap sync). Runs offline: neither the Android SDK nor Xcode or CocoaPods is needed to get this far.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const here = import.meta.dirname;
const root = path.resolve(here, '../..');
const capacitor = path.join(path.dirname(createRequire(import.meta.url).resolve('@capacitor/cli/package.json')), 'bin/capacitor');

const run = (command, args, cwd = here) => spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env }).status === 0;
const cap = (...args) => run(process.execPath, [capacitor, ...args]);
const fail = (message) => {
  console.error(`mobile:sync: ${message}`);
  process.exit(1);
};

if (process.argv.includes('--build') || !existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  if (!run('npm', ['run', 'build', '-w', '@wp/web'], root)) fail('the web build failed');
}

if (!existsSync(path.join(here, 'android')) && !cap('add', 'android')) fail('could not add the Android project');

// iOS uses Swift Package Manager: no CocoaPods, and its dependencies resolve in Xcode. `cap add` still ends with a
// `pod install` step that fails without CocoaPods; the SPM project it wrote before that is complete, and sync fills it.
const spmPackage = path.join(here, 'ios/App/CapApp-SPM');
if (!existsSync(path.join(here, 'ios')) && !cap('add', 'ios', '--packagemanager', 'SPM') && existsSync(spmPackage)) {
  console.log('mobile:sync: the failed `pod install` above is expected: the iOS project uses Swift Package Manager.');
}
const withIos = existsSync(spmPackage);
if (!withIos) console.warn('mobile:sync: no iOS project (ios/App/CapApp-SPM is missing); Android only.');

if (!cap('sync', 'android')) fail('cap sync android failed');
if (withIos && !cap('sync', 'ios')) fail('cap sync ios failed');

const server = process.env.PORTAL_SERVER_URL?.trim();
console.log(`\nmobile:sync: native projects ready in apps/mobile/${withIos ? '{android,ios}' : 'android'}.`);
console.log(server
  ? `The app opens ${server}.`
  : 'PORTAL_SERVER_URL is not set: the app starts from the bundled build and finds no server. Set it to the plant\'s server (README, "The native app").');
console.log(process.env.MOBILE_PUSH === '1' ? 'Push registration is on (MOBILE_PUSH=1).' : 'Push registration is off (set MOBILE_PUSH=1 once the push configuration is in place).');

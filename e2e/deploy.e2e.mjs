// The deployment files. The systemd unit of deploy/systemd: systemd accepts it, and its command, with its
// environment, starts the built server, which answers ready and stops cleanly on the SIGTERM systemd sends.
// The Dockerfile (no Docker daemon here: its instructions are read), the compose stack of deploy/compose (checked
// by docker compose or docker-compose when installed) and its nginx.conf (checked by nginx, and run by it in
// front of this run's server, when installed).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures.mjs';
import { signInOverApi } from './helpers.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const unitFile = path.join(root, 'deploy/systemd/water-plant-portal.service');
const dockerfile = path.join(root, 'Dockerfile');
const composeDir = path.join(root, 'deploy/compose');
const nginxConf = path.join(composeDir, 'nginx.conf');

/** The unit's `Key=value` lines of [Service]. */
function service() {
  const text = fs.readFileSync(unitFile, 'utf8');
  const body = text.slice(text.indexOf('[Service]'), text.indexOf('[Install]'));
  return body.split('\n').filter((l) => /^\w+=/.test(l)).map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]);
}
const freePort = () => new Promise((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
});

test('the systemd unit is valid, and its command starts the server, ready, and stops it cleanly on SIGTERM', async ({ formFactor }) => {
  test.skip(formFactor !== 'phone', 'a server, not a screen: once');
  test.setTimeout(120_000);
  const verify = spawnSync('systemd-analyze', ['verify', unitFile], { encoding: 'utf8' });
  test.skip(verify.error?.code === 'ENOENT', 'systemd-analyze is not installed');
  expect(verify.status, verify.stderr).toBe(0);

  const lines = service();
  const env = Object.fromEntries(lines.filter(([k]) => k === 'Environment').flatMap(([, v]) => v.split(/\s+/).map((p) => p.split('='))));
  expect(env).toMatchObject({ NODE_ENV: 'production', SEED_DEMO: 'false' });
  const [command, ...args] = lines.find(([k]) => k === 'ExecStart')[1].split(/\s+/);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wp-unit-'));
  // What an EnvironmentFile would set on this machine: a free port and a data directory of its own, this host only.
  const server = spawn(command, args, { cwd: root, env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, stdio: 'inherit' });
  const exited = new Promise((resolve) => server.on('exit', (code, signal) => resolve({ code, signal })));
  try {
    await expect.poll(async () => (await fetch(`http://127.0.0.1:${port}/health/ready`).catch(() => null))?.status, { timeout: 60_000 }).toBe(200);
    server.kill('SIGTERM');
    const stopSeconds = Number(lines.find(([k]) => k === 'TimeoutStopSec')[1]);
    const end = await Promise.race([exited, new Promise((r) => setTimeout(() => r('still running'), stopSeconds * 1000))]);
    expect(end).toEqual({ code: 0, signal: null });
  } finally {
    server.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

// ---- Dockerfile ---------------------------------------------------------------------------------------------

/**
 * The Dockerfile's stages, `{ name, from, steps: [{ op, args }] }`, as docker build reads them: comments left out,
 * continuation lines joined, the ARGs before the first FROM put into the FROM lines.
 */
function dockerStages() {
  const text = fs.readFileSync(dockerfile, 'utf8').split('\n').filter((l) => !/^\s*#/.test(l)).join('\n').replace(/\\\n/g, ' ');
  const args = {};
  const stages = [];
  for (const line of text.split('\n').map((l) => l.trim()).filter(Boolean)) {
    const [, op, rest] = /^(\w+)\s*(.*)$/s.exec(line);
    const step = { op: op.toUpperCase(), args: rest.trim() };
    if (step.op === 'ARG' && !stages.length) {
      const [name, value = ''] = step.args.split(/=(.*)/s);
      args[name] = value;
    } else if (step.op === 'FROM') {
      const [, image, name] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(step.args.replace(/^--platform=\S+\s+/, ''));
      stages.push({ name, from: image.replace(/\$\{(\w+)\}|\$(\w+)/g, (_, a, b) => args[a ?? b] ?? ''), steps: [] });
    } else {
      stages.at(-1).steps.push(step);
    }
  }
  return stages;
}
const stepsOf = (stage, op) => stage.steps.filter((s) => s.op === op);
/** A stage and the stages it is built on, the first first. */
function lineage(stages, stage) {
  const byName = Object.fromEntries(stages.filter((s) => s.name).map((s) => [s.name, s]));
  const line = [stage];
  while (byName[line[0].from]) line.unshift(byName[line[0].from]);
  return line;
}
/** A COPY's sources (its last word is the destination). */
const copySources = (step) => step.args.replace(/--\S+/g, '').trim().split(/\s+/).slice(0, -1);
const npmInstall = /\bnpm\s+(ci|install|i)\b/;
/** The final stage's environment (ENV NAME=value ...). */
function imageEnv(stages = dockerStages()) {
  return Object.fromEntries(stepsOf(stages.at(-1), 'ENV')
    .flatMap((s) => [...s.args.matchAll(/(\w+)=("[^"]*"|\S*)/g)].map(([, k, v]) => [k, v.replace(/^"|"$/g, '')])));
}
/** Every workspace's package.json (the root's `workspaces`), relative to the root. */
function workspaceManifests() {
  return JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces
    .flatMap((w) => fs.readdirSync(path.join(root, path.dirname(w))).map((d) => `${path.dirname(w)}/${d}/package.json`))
    .filter((f) => fs.existsSync(path.join(root, f)));
}
/** Whether .dockerignore keeps `file` out of the build context (a pattern matching a folder keeps out its files). */
function dockerIgnored(file) {
  const patterns = fs.readFileSync(path.join(root, '.dockerignore'), 'utf8').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  const wildcards = { '**/': '(.*/)?', '**': '.*', '*': '[^/]*', '?': '[^/]' };
  const regex = (p) => new RegExp(`^${p.replace(/^\/|\/$/g, '').split(/(\*\*\/|\*\*|\*|\?)/)
    .map((part) => wildcards[part] ?? part.replace(/[.+^${}()|[\]\\]/g, '\\$&')).join('')}$`);
  const parts = file.split('/');
  const candidates = parts.map((_, i) => parts.slice(0, i + 1).join('/'));
  let ignored = false;
  for (const p of patterns) {
    const negated = p.startsWith('!');
    if (candidates.some((c) => regex(negated ? p.slice(1) : p).test(c))) ignored = !negated;
  }
  return ignored;
}

test('the Dockerfile builds in stages, and its image runs the server as the unit does, not as root, with a health check', async ({ formFactor, baseURL }) => {
  test.skip(formFactor !== 'phone', 'a file, not a screen: once');
  const stages = dockerStages();
  const final = stages.at(-1);
  const order = final.steps.map((s) => s.op);

  // Several stages; the last starts from the slim Node image itself, not from one that built or installed anything.
  expect(stages.length).toBeGreaterThanOrEqual(2);
  expect(final.from).toBe('node:20-bookworm-slim');
  expect(lineage(stages, final)).toHaveLength(1);

  // The systemd unit's command, as a user other than root named before it, stopped by SIGTERM.
  const unitCommand = service().find(([k]) => k === 'ExecStart')[1].split(/\s+/);
  expect(JSON.parse(stepsOf(final, 'CMD').at(-1).args)).toEqual([path.basename(unitCommand[0]), ...unitCommand.slice(1)]);
  const user = stepsOf(final, 'USER').at(-1)?.args;
  expect(user, 'no USER in the final stage: the server would run as root').toBeTruthy();
  expect(user.split(':')[0]).not.toMatch(/^(root|0)$/);
  expect(order.lastIndexOf('USER')).toBeLessThan(order.lastIndexOf('CMD'));
  expect(stepsOf(final, 'STOPSIGNAL').at(-1)?.args).toBe('SIGTERM');

  // Listening on every interface at the port it exposes, its data in a volume.
  const env = imageEnv(stages);
  expect(env).toMatchObject({ NODE_ENV: 'production', HOST: '0.0.0.0', PORT: '8080', DATA_DIR: '/data' });
  expect(stepsOf(final, 'EXPOSE').flatMap((s) => s.args.split(/\s+/))).toContain(env.PORT);
  expect(stepsOf(final, 'VOLUME').flatMap((s) => (s.args.startsWith('[') ? JSON.parse(s.args) : s.args.split(/\s+/)))).toContain(env.DATA_DIR);

  // No development dependencies in it: nothing installed there; node_modules only from a stage whose every npm
  // install leaves them out; no stage's whole folder and not the whole build context copied in.
  expect(stepsOf(final, 'RUN').map((s) => s.args).filter((r) => npmInstall.test(r))).toEqual([]);
  for (const copy of stepsOf(final, 'COPY')) {
    const from = /--from=(\S+)/.exec(copy.args)?.[1];
    const sources = copySources(copy).map((s) => s.replace(/(.)\/$/, '$1'));
    expect(sources, `${copy.args}: the whole build context`).not.toContain('.');
    if (!from) continue;
    const stage = stages.find((s) => s.name === from);
    expect(stage, `COPY --from=${from}: no such stage`).toBeTruthy();
    const line = lineage(stages, stage);
    const workdir = line.flatMap((s) => stepsOf(s, 'WORKDIR')).at(-1)?.args ?? '/';
    for (const source of sources) expect([workdir, '/'], `${copy.args}: all of stage ${from}`).not.toContain(source);
    if (sources.some((s) => s.includes('node_modules'))) {
      const installs = line.flatMap((s) => stepsOf(s, 'RUN')).map((s) => s.args).filter((r) => npmInstall.test(r));
      expect(installs.length, `stage ${from} installs nothing`).toBeGreaterThan(0);
      for (const run of installs) expect(run, `stage ${from} installs development dependencies`).toMatch(/--omit[= ]dev|--production\b/);
    }
  }

  // The health check asks /health/ready with node (the slim image has no curl): 0 from a ready server, 1 without one.
  const healthcheck = stepsOf(final, 'HEALTHCHECK').at(-1)?.args;
  expect(healthcheck, 'no HEALTHCHECK').toMatch(/\bCMD\s+\[/);
  const [command, ...args] = JSON.parse(healthcheck.slice(healthcheck.indexOf('[')));
  expect(command).toBe('node');
  expect(args.join(' ')).toContain('/health/ready');
  const check = (port) => spawnSync(process.execPath, args, { env: { ...process.env, PORT: String(port), TLS_CERT_FILE: '' }, timeout: 15_000 }).status;
  const server = new URL(baseURL);
  if (server.protocol === 'http:' && server.hostname === '127.0.0.1') expect(check(server.port)).toBe(0);
  expect(check(await freePort())).toBe(1);
});

test('the image holds what the server needs: every package.json for npm ci, the files it copies, each package the bundles import', async ({ formFactor }) => {
  test.skip(formFactor !== 'phone', 'a file, not a screen: once');
  const stages = dockerStages();
  const manifests = workspaceManifests();

  // npm ci checks the whole lockfile: every workspace's package.json is in place before each npm ci.
  for (const stage of stages) {
    const at = stage.steps.findIndex((s) => s.op === 'RUN' && /\bnpm\s+ci\b/.test(s.args));
    if (at < 0) continue;
    const before = [...lineage(stages, stage).slice(0, -1).flatMap((s) => s.steps), ...stage.steps.slice(0, at)];
    const copied = before.filter((s) => s.op === 'COPY' && !/--from=/.test(s.args)).flatMap(copySources);
    for (const file of ['package.json', 'package-lock.json', ...manifests]) {
      expect(copied.includes('.') || copied.includes(file), `${file} is not in place for the npm ci of stage ${stage.name}`).toBe(true);
    }
  }

  // What comes from the build context exists and is let through by .dockerignore, which keeps out the rest.
  const fromContext = stages.flatMap((s) => stepsOf(s, 'COPY')).filter((s) => !/--from=/.test(s.args)).flatMap(copySources).filter((f) => f !== '.');
  for (const file of new Set([...fromContext, ...manifests])) {
    expect(fs.existsSync(path.join(root, file)), `${file} is missing`).toBe(true);
    expect(dockerIgnored(file), `.dockerignore leaves out ${file}`).toBe(false);
  }
  for (const file of ['node_modules/fastify/package.json', 'apps/server/node_modules/x', 'apps/server/dist/server.js', 'data/app.db', '.git/config',
    'deploy/compose/portal.env', 'test-results/e2e/x.png', 'apps/mobile/android/app/build.gradle']) {
    expect(dockerIgnored(file), `.dockerignore lets ${file} into the build context`).toBe(true);
  }

  // The bundles inline the @wp packages but not their npm imports: each one the bundles import is a dependency of
  // @wp/server or of a @wp workspace it depends on, which is what `npm ci --omit=dev --workspace @wp/server` installs.
  const byName = Object.fromEntries(manifests.map((f) => JSON.parse(fs.readFileSync(path.join(root, f), 'utf8'))).map((m) => [m.name, m]));
  const declared = new Set();
  const visit = (name, seen = new Set()) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const dep of Object.keys(byName[name].dependencies ?? {})) {
      if (byName[dep]) visit(dep, seen);
      else declared.add(dep);
    }
  };
  visit('@wp/server');
  const bundles = ['server.js', 'ops.js'].map((f) => path.join(root, 'apps/server/dist', f)).filter((f) => fs.existsSync(f));
  expect(bundles.length, 'apps/server/dist is not built').toBeGreaterThan(0);
  const name = '([@a-z0-9][\\w@./:-]*)';
  const specifier = new RegExp(`\\bfrom\\s*["']${name}["']|\\bimport\\s*\\(\\s*["']${name}["']\\s*\\)|\\brequire\\(\\s*["']${name}["']\\s*\\)|^\\s*import\\s*["']${name}["']`, 'gm');
  const imported = new Set(bundles.flatMap((f) => [...fs.readFileSync(f, 'utf8').matchAll(specifier)].map((m) => m.slice(1).find(Boolean)))
    .map((s) => s.split('/').slice(0, s.startsWith('@') ? 2 : 1).join('/'))
    .filter((n) => !n.startsWith('node:') && !builtinModules.includes(n)));
  expect(imported.size).toBeGreaterThan(0);
  expect([...imported].filter((n) => !declared.has(n)), 'imported by the bundles but not installed in the image').toEqual([]);
});

// ---- compose and nginx --------------------------------------------------------------------------------------

/** `docker compose`, else `docker-compose`, as a command line; null when neither is installed. */
function composeCommand() {
  for (const command of [['docker', 'compose'], ['docker-compose']]) {
    if (spawnSync(command[0], [...command.slice(1), 'version'], { encoding: 'utf8' }).status === 0) return command;
  }
  return null;
}

test('the compose stack is valid: PostgreSQL, servers sharing one data volume and one secret, nginx in front of exactly them', async ({ formFactor }) => {
  test.skip(formFactor !== 'phone', 'a file, not a screen: once');
  const compose = composeCommand();
  test.skip(!compose, 'neither `docker compose` nor docker-compose is installed (Debian: apt-get install --no-install-recommends docker-compose)');
  // portal.env is the operator's and never in git: a copy of the stack with the example in its place. The build
  // context (../..) is then the copy's root, so the Dockerfile goes there too.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wp-compose-'));
  try {
    const copy = path.join(dir, 'deploy/compose');
    fs.mkdirSync(copy, { recursive: true });
    for (const f of ['compose.yaml', 'nginx.conf']) fs.copyFileSync(path.join(composeDir, f), path.join(copy, f));
    fs.copyFileSync(path.join(composeDir, 'portal.env.example'), path.join(copy, 'portal.env'));
    fs.copyFileSync(dockerfile, path.join(dir, 'Dockerfile'));
    const run = (...args) => spawnSync(compose[0], [...compose.slice(1), '-f', path.join(copy, 'compose.yaml'), ...args], { cwd: copy, encoding: 'utf8' });
    const valid = run('config', '-q');
    expect(valid.status, valid.stderr).toBe(0);

    // The stack as compose understands it (YAML anchors merged, the env file read): JSON from docker compose,
    // YAML from docker-compose (whose Debian package brings python3-yaml).
    const v2 = compose.length === 2;
    const shown = v2 ? run('config', '--format', 'json') : run('config');
    expect(shown.status, shown.stderr).toBe(0);
    const json = v2 ? shown.stdout : spawnSync('python3', ['-c', 'import json, sys, yaml; json.dump(yaml.safe_load(sys.stdin), sys.stdout)'], { input: shown.stdout, encoding: 'utf8' }).stdout;
    const { services, volumes = {} } = JSON.parse(json);
    const mounts = (s) => (s.volumes ?? []).map((v) => (typeof v === 'string' ? { source: v.split(':')[0], target: v.split(':')[1] } : v));
    const environment = (s) => (Array.isArray(s.environment) ? Object.fromEntries(s.environment.map((e) => e.split(/=(.*)/s).slice(0, 2))) : s.environment ?? {});
    const portals = Object.keys(services).filter((n) => /^portal-\d+$/.test(n)).sort();
    expect(portals.length).toBeGreaterThanOrEqual(2);

    // PostgreSQL 15 with its data in a named volume and a health check the servers wait for.
    const pg = services.postgres;
    expect(pg.image).toMatch(/^postgres:15(\D|$)/);
    expect(pg.healthcheck?.test?.length).toBeGreaterThan(0);
    expect(Object.keys(volumes)).toContain(mounts(pg).find((m) => m.target === '/var/lib/postgresql/data')?.source);

    // The servers: built from the Dockerfile, one settings file (JWT_SECRET, DATABASE_URL), one DATA_DIR volume,
    // reached only through nginx, which alone may name the client address (TRUST_PROXY: its fixed address).
    const env = imageEnv();
    const nginx = services.nginx;
    const nginxAddress = Object.values(nginx.networks ?? {}).map((n) => n?.ipv4_address).find(Boolean);
    expect(nginxAddress, 'nginx has no fixed address for TRUST_PROXY').toBeTruthy();
    const first = services[portals[0]];
    const dataOf = (s) => mounts(s).find((m) => m.target === env.DATA_DIR)?.source;
    expect(Object.keys(volumes)).toContain(dataOf(first));
    for (const name of portals) {
      const s = services[name];
      expect(fs.realpathSync(s.build.context), name).toBe(fs.realpathSync(dir));
      expect(s.image, name).toBe(first.image);
      expect(environment(s), name).toEqual(environment(first));
      expect(Object.keys(environment(s)), name).toEqual(expect.arrayContaining(['JWT_SECRET', 'DATABASE_URL']));
      expect(environment(s).TRUST_PROXY, name).toBe(nginxAddress);
      expect(dataOf(s), name).toBe(dataOf(first));
      expect(s.ports ?? [], `${name} publishes a port: clients would bypass nginx`).toEqual([]);
      expect(s.depends_on?.postgres?.condition, name).toBe('service_healthy');
    }

    // nginx: published, given nginx.conf, whose upstream is exactly these servers at the image's port.
    expect(nginx.ports?.length).toBeGreaterThan(0);
    expect(mounts(nginx).some((m) => m.target === '/etc/nginx/nginx.conf' && path.basename(m.source) === 'nginx.conf')).toBe(true);
    const conf = fs.readFileSync(nginxConf, 'utf8');
    const upstream = [...conf.matchAll(/^\s*server\s+([\w.-]+):(\d+)/gm)];
    expect(upstream.map(([, host]) => host).sort()).toEqual(portals);
    expect([...new Set(upstream.map(([, , port]) => port))]).toEqual([env.PORT]);
    // Its `resolve` (a server's container made anew is found at its new address) needs nginx 1.27.3 or later.
    if (/^\s*server\s+.*\sresolve;/m.test(conf)) {
      const [, major, minor, patch = '99'] = /:(\d+)\.(\d+)(?:\.(\d+))?/.exec(nginx.image) ?? [];
      expect(atLeast([major, minor, patch].map(Number), [1, 27, 3]), `${nginx.image} has no upstream resolve`).toBe(true);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

const atLeast = (version, min) => {
  for (let i = 0; i < min.length; i++) if ((version[i] ?? 0) !== min[i]) return (version[i] ?? 0) > min[i];
  return true;
};

/** This machine's nginx: its path, version and the kinds of temporary files it keeps; null when not installed. */
function localNginx() {
  for (const bin of ['nginx', '/usr/sbin/nginx']) {
    const r = spawnSync(bin, ['-V'], { encoding: 'utf8' });
    if (r.error) continue;
    const out = `${r.stdout}${r.stderr}`;
    return {
      bin,
      version: (/nginx\/(\d+)\.(\d+)\.(\d+)/.exec(out) ?? [0, 0, 0, 0]).slice(1).map(Number),
      temp: [...out.matchAll(/--http-([\w-]+)-temp-path=/g)].map(([, kind]) => kind),
    };
  }
  return null;
}

/**
 * nginx.conf as this machine's nginx runs it outside compose: the servers' compose names (unknown here) replaced
 * by `servers` addresses, listening at `listen`, logs and temporary files under `prefix`, and for an nginx older
 * than 1.27.3 (Debian 12 has 1.22) without the `resolve` parameter, which the image's nginx has. The rest as written.
 */
function localNginxConf(nginx, { servers, listen, prefix }) {
  let text = fs.readFileSync(nginxConf, 'utf8');
  // Logs to files of the prefix: a child's stdout and stderr from node are sockets, which /dev/std* cannot open.
  text = text.replace(/^(\s*error_log\s+)\/dev\/stderr\b/m, `$1${path.join(prefix, 'error.log')}`)
    .replace(/^(\s*access_log\s+)\/dev\/stdout\b/m, `$1${path.join(prefix, 'access.log')}`);
  text = text.replace(/^(\s*server\s+)([\w.-]+):\d+/gm, (line, head, host) => `${head}${servers[host] ?? line}`);
  const listening = text.replace(/^(\s*)listen\s+80;/m, `$1listen ${listen};`);
  if (listening === text) throw new Error('nginx.conf has no `listen 80;` to move');
  text = listening;
  if (!atLeast(nginx.version, [1, 27, 3])) text = text.replace(/^(\s*server\s+[^;]*?)\s+resolve\b/gm, '$1');
  const temp = nginx.temp.map((kind) => `  ${kind.replace(/-/g, '_')}_temp_path ${path.join(prefix, kind)};`).join('\n');
  return text.replace(/^http\s*\{/m, `http {\n${temp}`);
}

/** A folder for nginx's files, which its workers (another user when started by root) may enter. */
function nginxPrefix() {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'wp-nginx-'));
  fs.chmodSync(prefix, 0o755);
  return prefix;
}

test('nginx accepts the balancer\'s configuration, whose limits and live-event route are the server\'s', async ({ formFactor }) => {
  test.skip(formFactor !== 'phone', 'a file, not a screen: once');
  const conf = fs.readFileSync(nginxConf, 'utf8');
  const locations = Object.fromEntries([...conf.matchAll(/location\s+(?:=\s*)?(\S+)\s*\{([^}]*)\}/g)].map(([, where, body]) => [where, body]));
  const outside = conf.replace(/location\s+(?:=\s*)?\S+\s*\{[^}]*\}/g, '');
  const directive = (text, name) => new RegExp(`^\\s*${name}\\s+([^;]+);`, 'm').exec(text ?? '')?.[1];
  const bytes = (size) => {
    const [, n, unit = ''] = /^(\d+)([kmg]?)$/i.exec(size ?? '') ?? [];
    return Number(n) * 1024 ** ' kmg'.indexOf(unit.toLowerCase() || ' ');
  };
  const source = (file) => fs.readFileSync(path.join(root, file), 'utf8');
  const configTs = source('apps/server/src/config.ts');
  const defaultOf = (name) => new RegExp(`${name}:[^\\n]*\\.default\\(([\\d\\s*_]+)\\)`).exec(configTs)[1].split('*').reduce((a, b) => a * Number(b.trim().replace(/_/g, '')), 1);
  const portalBase = /\bportal:\s*'([^']*)'/.exec(source('packages/contract/src/endpoint.ts'))[1];
  const route = (file, name) => portalBase + new RegExp(`export const ${name} = endpoint\\(\\{[^]*?path: '([^']+)'`).exec(source(file))[1];
  const MiB = 1024 * 1024;

  // Request bodies: at least the server's limits, with a little room for the multipart framing, so that the server
  // refuses a file too large (its message names the limit), not nginx.
  const upload = defaultOf('UPLOAD_MAX_BYTES');
  expect(bytes(directive(outside, 'client_max_body_size'))).toBeGreaterThanOrEqual(upload);
  expect(bytes(directive(outside, 'client_max_body_size'))).toBeLessThanOrEqual(upload + 2 * MiB);
  const publish = locations[route('packages/contract/src/portal/versions.ts', 'publish')];
  expect(publish, 'no location for publishing a native app package').toBeTruthy();
  expect(bytes(directive(publish, 'client_max_body_size'))).toBeGreaterThanOrEqual(defaultOf('PACKAGE_MAX_BYTES'));

  // The live events: not buffered, and a read timeout longer than the pings' interval.
  const live = locations[route('packages/contract/src/portal/live.ts', 'events')];
  expect(live, 'no location for the live event stream').toBeTruthy();
  expect(directive(live, 'proxy_buffering')).toBe('off');
  const ping = Number(/LIVE_PING_MS = ([\d_]+)/.exec(source('packages/contract/src/portal/live.ts'))[1].replace(/_/g, ''));
  expect(Number.parseInt(directive(live, 'proxy_read_timeout'), 10) * 1000).toBeGreaterThan(ping);

  // Idempotent requests retried on the other server; passive health; the client's address and the request id passed.
  expect(directive(outside, 'proxy_next_upstream')).toBe('error timeout http_502 http_503');
  expect(conf).toMatch(/^\s*server\s+\S+\s+max_fails=\d+/m);
  expect(conf).toMatch(/proxy_set_header\s+X-Forwarded-For\s+\$proxy_add_x_forwarded_for;/);
  expect(conf).toMatch(/proxy_set_header\s+X-Request-Id\s+\$\w+;/);

  const nginx = localNginx();
  test.skip(!nginx, 'nginx is not installed (Debian: apt-get install nginx-light)');
  const prefix = nginxPrefix();
  try {
    const servers = Object.fromEntries([...conf.matchAll(/^\s*server\s+([\w.-]+):\d+/gm)].map(([, host]) => [host, '127.0.0.1:8080']));
    const file = path.join(prefix, 'nginx.conf');
    fs.writeFileSync(file, localNginxConf(nginx, { servers, listen: '127.0.0.1:8080', prefix }));
    const checked = spawnSync(nginx.bin, ['-t', '-p', `${prefix}/`, '-c', file, '-g', `pid ${path.join(prefix, 'nginx.pid')};`], { encoding: 'utf8' });
    expect(checked.status, checked.stderr).toBe(0);
  } finally {
    fs.rmSync(prefix, { recursive: true, force: true });
  }
});

test('through nginx with its configuration, requests reach the server that is up, carry nginx\'s request id, and live events flow', async ({ formFactor, baseURL }) => {
  test.skip(formFactor !== 'phone', 'a server, not a screen: once');
  test.setTimeout(60_000);
  const nginx = localNginx();
  test.skip(!nginx, 'nginx is not installed (Debian: apt-get install nginx-light)');
  const server = new URL(baseURL);
  test.skip(server.protocol !== 'http:', 'this run\'s server speaks https; the compose stack\'s speak http behind nginx');
  // portal-1 is this run's server; nothing listens where portal-2 would be: a server that is down.
  const [port, down] = [await freePort(), await freePort()];
  const prefix = nginxPrefix();
  const file = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(file, localNginxConf(nginx, { servers: { 'portal-1': server.host, 'portal-2': `127.0.0.1:${down}` }, listen: `127.0.0.1:${port}`, prefix }));
  const balancer = spawn(nginx.bin, ['-p', `${prefix}/`, '-c', file, '-g', `daemon off; pid ${path.join(prefix, 'nginx.pid')};`], { stdio: 'ignore' });
  const exited = new Promise((resolve) => balancer.on('exit', resolve));
  const log = () => ['access.log', 'error.log'].map((f) => { try { return fs.readFileSync(path.join(prefix, f), 'utf8'); } catch { return ''; } }).join('');
  const base = `http://127.0.0.1:${port}`;
  const stream = new AbortController();
  try {
    await expect.poll(async () => (await fetch(`${base}/health`).catch(() => null))?.status, { timeout: 15_000 }).toBe(200);

    // Round-robin puts every other request on the server that is down; each is passed on to the one that is up.
    const ids = [];
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${base}/health/ready`);
      expect(res.status).toBe(200);
      ids.push(res.headers.get('x-request-id'));
    }
    // The id is nginx's ($request_id, 32 hex digits), kept by the server: the two logs name a request alike.
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    await expect.poll(() => ids.every((id) => log().includes(`rid=${id}`)), { timeout: 5_000 }).toBe(true);
    expect(log()).toContain(`upstream=127.0.0.1:${down}, ${server.host}`);

    // A sign-in (a POST, sent to no server before) and the live event stream through it: the stream's first bytes
    // come at once, not when a buffer fills.
    const { token } = await signInOverApi(base, 'chenjing');
    const res = await fetch(`${base}/portal/innermsg/live/v1/events`, { headers: { authorization: `Bearer ${token}` }, signal: stream.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const first = await Promise.race([res.body.getReader().read(), new Promise((r) => setTimeout(() => r(null), 5_000))]);
    expect(first && new TextDecoder().decode(first.value), 'nothing of the stream within 5 s').toMatch(/^retry: \d+/);
  } finally {
    stream.abort();
    balancer.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
    balancer.kill('SIGKILL');
    fs.rmSync(prefix, { recursive: true, force: true });
  }
});

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { Header, Pack, Parser, ReadEntry, extract } from 'tar';
import { z } from 'zod';
import { OpsError } from './errors.js';

/**
 * The backup archive: a gzip tar holding
 *   manifest.json            what the archive holds (first, so a restore reads it before anything else)
 *   database/app.db          SQLite: the online backup copy, or
 *   database/postgres.dump   PostgreSQL: pg_dump's custom format
 *   data/files/…, data/packages/…, data/keys/…   the uploads, app packages and keys of DATA_DIR
 * Every file but the manifest is listed in it with its size and sha256; a restore checks each before it changes anything.
 */
export const ARCHIVE_FORMAT = 'water-plant-backup';
export const ARCHIVE_VERSION = 1;
export const MANIFEST = 'manifest.json';
export const SQLITE_COPY = 'database/app.db';
export const POSTGRES_DUMP = 'database/postgres.dump';
/** The parts of DATA_DIR an archive holds (the database file itself is copied through SQLite, never as a file). */
export const DATA_PARTS = ['files', 'packages', 'keys'] as const;

const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.number().int(),
  createdAt: z.string(),
  dialect: z.enum(['sqlite', 'postgres']),
  /** The newest migration the copied database had run (null: none, an empty database). */
  migration: z.string().nullable(),
  /** PostgreSQL only: the schema the dump holds. */
  pgSchema: z.string().optional(),
  /** The database copy's path in the archive. */
  database: z.string(),
  /** Rows per table of the copy, as counted in the copy itself (SQLite) or the dump's snapshot (PostgreSQL). */
  tables: z.record(z.string(), z.number().int().min(0)),
  files: z.array(z.object({ path: z.string(), size: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
});
export type Manifest = z.infer<typeof manifestSchema>;
export type ArchivedFile = Manifest['files'][number];

/** A file of DATA_DIR to archive: where it is, its name in the archive, and what stat said. */
export interface DataFile { abs: string; name: string; size: number; mode: number; mtimeMs: number }

/** Regular files under DATA_DIR/files, packages and keys, by archive name (data/files/…), sorted; symlinks and the like are left out. */
export async function listDataFiles(dataDir: string): Promise<DataFile[]> {
  const out: DataFile[] = [];
  const walk = async (dir: string, name: string): Promise<void> => {
    const entries = await fsp.readdir(dir, { withFileTypes: true }).catch((e: NodeJS.ErrnoException) => {
      if (e.code === 'ENOENT') return [];
      throw e;
    });
    for (const e of entries) {
      const abs = path.join(dir, e.name);
      if (e.isDirectory()) await walk(abs, `${name}/${e.name}`);
      else if (e.isFile()) {
        // A file deleted between the listing and now is simply no longer there.
        const st = await fsp.stat(abs).catch(() => undefined);
        if (st) out.push({ abs, name: `${name}/${e.name}`, size: st.size, mode: st.mode & 0o7777, mtimeMs: st.mtimeMs });
      }
    }
  };
  for (const part of DATA_PARTS) await walk(path.join(dataDir, part), `data/${part}`);
  return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

const CHUNK = 1 << 20;

/**
 * Reads the first `size` bytes of a file in chunks, handing each to `chunk`; resolves with their sha256. Exactly
 * `size`: a file appended to meanwhile is read as it was, one that shrank is an error.
 */
async function readExactly(file: string, size: number, chunk?: (b: Buffer) => Promise<void> | void): Promise<string> {
  const hash = createHash('sha256');
  const fh = await fsp.open(file, 'r');
  try {
    const buf = Buffer.allocUnsafe(Math.min(CHUNK, Math.max(size, 1)));
    let pos = 0;
    while (pos < size) {
      const { bytesRead } = await fh.read(buf, 0, Math.min(buf.length, size - pos), pos);
      if (bytesRead === 0) throw new OpsError(`${file} became shorter while being backed up; run the backup again`);
      const piece = buf.subarray(0, bytesRead);
      hash.update(piece);
      // The buffer is reused for the next read: what is kept elsewhere must be a copy.
      if (chunk) await chunk(Buffer.from(piece));
      pos += bytesRead;
    }
  } finally {
    await fh.close();
  }
  return hash.digest('hex');
}

/** The sha256 of a file's first `size` bytes (all of it by default). */
export async function sha256File(file: string, size?: number): Promise<string> {
  return readExactly(file, size ?? (await fsp.stat(file)).size);
}

/**
 * Writes the archive entry by entry, each file's bytes read here, hashed as they go in and compared with the
 * hash the manifest gives: what the archive holds is what the manifest says, or the backup fails. (tar's own
 * file entries read the file themselves, after it was hashed.)
 */
export class ArchiveWriter {
  readonly #pack: Pack;
  readonly #done: Promise<void>;
  readonly #out: fs.WriteStream;

  /** Creates `file`, which must not exist yet. */
  constructor(file: string, opts: { gzipLevel?: number } = {}) {
    this.#pack = new Pack({ portable: true, gzip: { level: opts.gzipLevel ?? 6 } });
    this.#out = fs.createWriteStream(file, { flags: 'wx' });
    this.#done = new Promise<void>((resolve, reject) => {
      this.#out.on('close', resolve);
      this.#out.on('error', reject);
      this.#pack.on('error', reject);
    });
    // Without a listener the promise's rejection would be unhandled until finish() is awaited.
    this.#done.catch(() => undefined);
    this.#pack.pipe(this.#out);
  }

  #entry(name: string, size: number, mode: number, mtime: Date): ReadEntry {
    const entry = new ReadEntry(new Header({ path: name, size, mode, mtime, type: 'File' }));
    this.#pack.add(entry);
    return entry;
  }

  /** An entry from memory (the manifest). */
  addBuffer(name: string, content: Buffer, mtime = new Date()): void {
    const entry = this.#entry(name, content.length, 0o644, mtime);
    entry.end(content);
  }

  /** A file's first `expected.size` bytes; throws when they no longer hash to `expected.sha256`. */
  async addFile(name: string, file: string, expected: { size: number; sha256: string }, meta: { mode: number; mtimeMs: number }): Promise<void> {
    const entry = this.#entry(name, expected.size, meta.mode || 0o644, new Date(meta.mtimeMs));
    const sha256 = await readExactly(file, expected.size, async (b) => {
      if (!entry.write(b)) await once(entry, 'drain');
    });
    entry.end();
    if (sha256 !== expected.sha256) throw new OpsError(`${file} changed while being backed up; run the backup again`);
  }

  /** Ends the archive and waits until it is on disk. */
  async finish(): Promise<void> {
    this.#pack.end();
    await this.#done;
    const fh = await fsp.open(this.#out.path as string, 'r+');
    try {
      await fh.sync();
    } finally {
      await fh.close();
    }
  }

  /** Stops writing (after a failure); the caller removes the file. */
  async abort(): Promise<void> {
    this.#out.destroy();
    await this.#done.catch(() => undefined);
  }
}

export function parseManifest(json: string, archive: string): Manifest {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new OpsError(`${archive}: manifest.json is not JSON; the archive is damaged`);
  }
  const format = (raw as { format?: unknown } | null)?.format;
  if (format !== ARCHIVE_FORMAT) throw new OpsError(`${archive} is not a water-plant backup (its manifest names format ${JSON.stringify(format)})`);
  const version = (raw as { version?: unknown }).version;
  if (typeof version === 'number' && version > ARCHIVE_VERSION) {
    throw new OpsError(`${archive} is backup format version ${version}; this version of the server reads up to ${ARCHIVE_VERSION}: restore it with a newer release`);
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) {
    throw new OpsError(`${archive}: manifest.json is damaged (${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')})`);
  }
  const database = parsed.data.dialect === 'sqlite' ? SQLITE_COPY : POSTGRES_DUMP;
  if (parsed.data.database !== database) throw new OpsError(`${archive}: manifest.json is damaged (a ${parsed.data.dialect} archive's database is ${database})`);
  return parsed.data;
}

/** The archive's manifest, read from its first entry without unpacking the rest. */
export async function readManifest(archive: string): Promise<Manifest> {
  const stat = await fsp.stat(archive).catch(() => undefined);
  if (!stat?.isFile()) throw new OpsError(`${archive}: no such archive`);
  const input = fs.createReadStream(archive);
  const gunzip = createGunzip();
  const parser = new Parser();
  const text = new Promise<string>((resolve, reject) => {
    let first = true;
    parser.on('entry', (entry: ReadEntry) => {
      if (!first) {
        entry.resume();
        return;
      }
      first = false;
      if (entry.path !== MANIFEST) {
        reject(new OpsError(`${archive} is not a water-plant backup: its first entry is ${entry.path}, not ${MANIFEST}`));
        return;
      }
      const chunks: Buffer[] = [];
      entry.on('data', (c: Buffer) => chunks.push(c));
      entry.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
    const damaged = (e: Error) => reject(new OpsError(`${archive} is not a readable gzip tar archive (${e.message})`));
    input.on('error', reject);
    gunzip.on('error', damaged);
    parser.on('error', damaged);
    parser.on('end', () => reject(new OpsError(`${archive} is not a water-plant backup: it holds no ${MANIFEST}`)));
  });
  input.pipe(gunzip).pipe(parser as unknown as NodeJS.WritableStream);
  try {
    return parseManifest(await text, archive);
  } finally {
    input.destroy();
    gunzip.destroy();
  }
}

/** Whether an archive path is one a backup writes: the manifest, the database copy, or a file under data/<part>/. */
function allowedEntry(p: string): boolean {
  if (p.split('/').some((s) => s === '..' || s === '')) return false;
  return p === MANIFEST || p === SQLITE_COPY || p === POSTGRES_DUMP || DATA_PARTS.some((part) => p.startsWith(`data/${part}/`));
}

/**
 * Unpacks the archive into `dir` (empty, made by the caller), then holds every file to the manifest: each one
 * listed must be there with its size and sha256, and nothing else may be. Throws an OpsError naming the first
 * difference; the caller then removes `dir`.
 */
export async function extractVerified(archive: string, dir: string, manifest: Manifest, log: (line: string) => void = () => undefined): Promise<void> {
  const refused: string[] = [];
  try {
    await extract({
      file: archive, cwd: dir, strict: true,
      filter: (p, entry) => {
        const name = p.replace(/\/+$/, '');
        const type = 'type' in entry ? entry.type : entry.isDirectory() ? 'Directory' : 'File';
        // A backup writes files only; directories another tar program added on the way are harmless where files go.
        if (type === 'Directory' && !name.split('/').includes('..')
          && (name === 'data' || name === 'database' || DATA_PARTS.some((part) => name === `data/${part}` || name.startsWith(`data/${part}/`)))) return true;
        if ((type === 'File' || type === 'OldFile') && allowedEntry(name)) return true;
        refused.push(`${name} (${type})`);
        return false;
      },
    });
  } catch (e) {
    throw new OpsError(`${archive} could not be unpacked; the archive is damaged (${(e as Error).message})`);
  }
  if (refused.length > 0) throw new OpsError(`${archive} holds entries no backup writes: ${refused.slice(0, 5).join(', ')}${refused.length > 5 ? ', …' : ''}`);
  const listed = new Map(manifest.files.map((f) => [f.path, f]));
  if (!listed.has(manifest.database)) throw new OpsError(`${archive}: the manifest does not list the database copy ${manifest.database}`);
  const found = new Set<string>();
  const walk = async (abs: string, name: string): Promise<void> => {
    for (const e of await fsp.readdir(abs, { withFileTypes: true }).catch(() => [])) {
      const childName = name ? `${name}/${e.name}` : e.name;
      if (e.isDirectory()) await walk(path.join(abs, e.name), childName);
      else if (childName !== MANIFEST) found.add(childName);
    }
  };
  await walk(dir, '');
  for (const name of found) if (!listed.has(name)) throw new OpsError(`${archive} holds ${name}, which its manifest does not list; the archive is damaged`);
  let checked = 0;
  for (const f of manifest.files) {
    if (!found.has(f.path)) throw new OpsError(`${archive} lacks ${f.path}, which its manifest lists; the archive is damaged`);
    const abs = path.join(dir, ...f.path.split('/'));
    const size = (await fsp.stat(abs)).size;
    if (size !== f.size) throw new OpsError(`${archive}: ${f.path} has ${size} bytes, its manifest says ${f.size}; the archive is damaged`);
    const sha256 = await sha256File(abs, size);
    if (sha256 !== f.sha256) throw new OpsError(`${archive}: the sha256 of ${f.path} differs from its manifest's; the archive is damaged`);
    checked += 1;
  }
  log(`checked ${checked} files against the manifest (size and sha256)`);
}

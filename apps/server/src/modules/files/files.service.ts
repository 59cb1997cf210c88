import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/database.js';
import { createFilesRepository } from './files.repository.js';
import type { Session } from '../../platform/auth/session.js';
import { isoNow, newId, type Clock } from '../../platform/clock.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { acceptedMimeType } from './file-type-policy.js';
import { fileTooLarge } from '../../platform/multipart.js';

/** Decides whether a session may read files granted to one kind of record (e.g. an instance's attachments). */
export type GrantChecker = (session: Session, refId: string) => Promise<boolean>;

/** The image types a record's photo may be (sniffed at upload, never the name): those every browser shows. */
const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * Why an id is no photo of the session's own: no file of its tenant (another tenant's does not exist here),
 * another user's upload, or not a JPEG, PNG or WebP image.
 */
export type PhotoRefusal = { id: string; reason: 'missing' } | { id: string; reason: 'notYours' } | { id: string; reason: 'type'; mimeType: string };

/** The name to keep: the last segment of a path from either OS (old browsers send 'C:\\fakepath\\x.png'). */
const baseName = (fileName: string) => fileName.split(/[\\/]/).pop()!.trim().slice(0, 255) || 'file';

/** Files on disk under DATA_DIR/files, metadata in the database, reads checked per file. */
export function createFilesService(deps: { db: Db; dataDir: string; maxBytes: number; clock: Clock }) {
  const { clock } = deps;
  const repo = createFilesRepository(deps.db);
  const root = path.join(deps.dataDir, 'files');
  const checkers = new Map<string, GrantChecker>();

  const toInfo = (f: { id: string; name: string; mime_type: string; size: number; created_at: string; extra_prop: string | null }) =>
    ({ fileId: f.id, fileName: f.name, mimeType: f.mime_type, size: f.size, createTime: f.created_at, extraProp: f.extra_prop });

  async function mayRead(session: Session, file: { id: string; tenant_id: string; owner_id: string; visibility: string }) {
    if (file.tenant_id !== session.tenantId) return false;
    // A seal image is read only through a grant (its owner's session that passed the seal password, a record it signed).
    const seal = file.visibility === 'seal';
    if (!seal && (file.owner_id === session.userId || session.isAdmin || file.visibility === 'tenant')) return true;
    const grants = await repo.grantsOf(file.id);
    for (const g of grants) {
      const check = checkers.get(g.ref_type);
      if (check && (await check(session, g.ref_id))) return true;
    }
    return false;
  }

  /** The file's row, if this session may read it (404 for other tenants: not even its existence). */
  async function readable(session: Session, fileId: string) {
    const file = await repo.fileById(fileId);
    if (!file || file.tenant_id !== session.tenantId) throw notFound('file.notFound');
    if (!(await mayRead(session, file))) throw forbidden('file.forbidden');
    return file;
  }

  return {
    maxBytes: deps.maxBytes,

    /** Other modules say who may read files attached to their records. */
    registerGrantChecker(refType: string, check: GrantChecker) {
      checkers.set(refType, check);
    },
    async grant(fileId: string, refType: string, refId: string) {
      await repo.addGrant(fileId, refType, refId);
    },
    /**
     * Whether the file is granted to that record (the seal's: to a session that passed its password). A seal
     * gathers a grant per session that opens it and per record it signs: one grant is looked up, not all read.
     */
    hasGrant: (fileId: string, refType: string, refId: string) => repo.hasGrant(fileId, refType, refId),

    /**
     * The first of these ids, in their order, that is no JPEG, PNG or WebP image the session uploaded, and why;
     * undefined when all are. Records taking photos check them with it (in one query), then `grant` them.
     */
    async refusedPhoto(session: Session, ids: string[]): Promise<PhotoRefusal | undefined> {
      const files = new Map((await repo.uploadsOf(session.tenantId, [...new Set(ids)])).map((f) => [f.id, f]));
      for (const id of ids) {
        const file = files.get(id);
        if (!file) return { id, reason: 'missing' };
        if (file.owner_id !== session.userId) return { id, reason: 'notYours' };
        if (!PHOTO_TYPES.has(file.mime_type)) return { id, reason: 'type', mimeType: file.mime_type };
      }
      return undefined;
    },

    /** Stores an upload after sniffing its type; `visibility` 'tenant' is for photos everyone may see. */
    async save(session: Session, upload: { fileName: string; content: Buffer; visibility: 'private' | 'tenant' }) {
      if (upload.content.length === 0) throw badRequest('file.missing');
      if (upload.content.length > deps.maxBytes) throw fileTooLarge(deps.maxBytes);
      const { mime, seen } = await acceptedMimeType(upload.content, upload.fileName);
      if (!mime) throw badRequest('file.badType', { type: seen });
      const id = newId();
      const now = clock.now();
      const rel = path.join(String(now.getUTCFullYear()), String(now.getUTCMonth() + 1).padStart(2, '0'), id);
      await fs.mkdir(path.join(root, path.dirname(rel)), { recursive: true });
      await fs.writeFile(path.join(root, rel), upload.content);
      const name = baseName(upload.fileName);
      const row = { id, tenant_id: session.tenantId, owner_id: session.userId, name, mime_type: mime, size: upload.content.length,
        storage_path: rel, extra_prop: null, visibility: upload.visibility, created_at: isoNow(clock) };
      await repo.insertFile(row);
      return toInfo(row);
    },

    /** The file and its content, if this session may read it (404 for other tenants: not even its existence). */
    async open(session: Session, fileId: string) {
      const file = await readable(session, fileId);
      const content = await fs.readFile(path.join(root, file.storage_path)).catch(() => null);
      if (!content) throw notFound('file.notFound');
      return { info: toInfo(file), content };
    },

    /** What `open` answers without the content: the file's existence on disk is checked, its bytes never read. */
    async info(session: Session, fileId: string) {
      const file = await readable(session, fileId);
      const onDisk = await fs.stat(path.join(root, file.storage_path)).then((s) => s.isFile(), () => false);
      if (!onDisk) throw notFound('file.notFound');
      return toInfo(file);
    },

    async updateExtraProp(session: Session, fileId: string, extraProp: string) {
      const file = await repo.fileById(fileId);
      if (!file || file.tenant_id !== session.tenantId) throw notFound('file.notFound');
      if (file.owner_id !== session.userId && !session.isAdmin) throw forbidden('file.forbidden');
      await repo.updateExtraProp(fileId, extraProp);
    },
  };
}
export type FilesService = ReturnType<typeof createFilesService>;

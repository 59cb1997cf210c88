import type { Db } from '../../db/database.js';
import type { FileTable } from '../../db/schema.js';

/** SQL of uploaded files: their metadata and the grants that let others read them. */
export function createFilesRepository(db: Db) {
  return {
    fileById: (id: string) => db.selectFrom('sys_file').selectAll().where('id', '=', id).executeTakeFirst(),
    /** The tenant's files among these ids: who uploaded each and its sniffed type. */
    uploadsOf: (tenantId: string, ids: string[]) => ids.length === 0 ? Promise.resolve([])
      : db.selectFrom('sys_file').select(['id', 'owner_id', 'mime_type']).where('tenant_id', '=', tenantId).where('id', 'in', ids).execute(),
    insertFile: (row: FileTable) => db.insertInto('sys_file').values(row).execute(),
    updateExtraProp: (id: string, extraProp: string) =>
      db.updateTable('sys_file').set({ extra_prop: extraProp }).where('id', '=', id).execute(),

    /** The records (kind and id) through which a file may be read. */
    grantsOf: (fileId: string) => db.selectFrom('sys_file_grant').select(['ref_type', 'ref_id']).where('file_id', '=', fileId).execute(),
    /** Whether that one grant exists: a lookup by the grants' key, however many grants the file has. */
    hasGrant: async (fileId: string, refType: string, refId: string) => (await db.selectFrom('sys_file_grant').select('file_id')
      .where('file_id', '=', fileId).where('ref_type', '=', refType).where('ref_id', '=', refId).executeTakeFirst()) !== undefined,
    /** Idempotent: granting a file to the same record twice leaves one grant. */
    addGrant: (fileId: string, refType: string, refId: string) =>
      db.insertInto('sys_file_grant').values({ file_id: fileId, ref_type: refType, ref_id: refId })
        .onConflict((oc) => oc.columns(['file_id', 'ref_type', 'ref_id']).doNothing()).execute(),
  };
}
export type FilesRepository = ReturnType<typeof createFilesRepository>;

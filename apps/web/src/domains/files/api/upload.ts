import { fileApi, type FileInfo } from '@wp/contract';
import { call } from '../../../lib/http/client.js';

/**
 * POST /portal/system/file/v1/upload: one file as the multipart part 'file'; its stored description.
 * `overlay`: block the screen while it travels (a single upload the user waits for); `silent`: the caller says
 * itself why it failed (a background sync that retries later).
 */
export async function upload(file: File, { signal, overlay = false, silent = false }: { signal?: AbortSignal; overlay?: boolean; silent?: boolean } = {}): Promise<FileInfo> {
  const body = new FormData();
  body.append('file', file, file.name);
  const reply = await call(fileApi.upload, { body, signal, overlay, silent, parallel: true });
  const fileId = reply.value?.fileId ?? reply.fileId ?? '';
  return reply.value ?? { fileId, fileName: file.name, mimeType: file.type, size: file.size, createTime: '', extraProp: null };
}

import { fileApi } from '@wp/contract';
import { call, download } from '../../../lib/http/client.js';

/** POST /system/file/v1/upload: the sketch as the multipart part 'file'; returns its file id. */
export async function uploadSketch(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file, file.name);
  const reply = await call(fileApi.upload, { body, overlay: true, parallel: true });
  const id = reply.value?.fileId ?? reply.fileId;
  if (!id) throw new Error('no file id');
  return id;
}

/** GET /system/file/v1/downloadFile?fileId: saves the uploaded sketch under its name. */
export const downloadSketch = (fileId: string) => download(fileApi.downloadFile, { query: { fileId } });

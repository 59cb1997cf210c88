import { fileApi } from '@wp/contract';
import { download } from '../../../lib/http/client.js';

/** GET /system/file/v1/downloadFile?fileId: saves a stored file (an attachment, a sketch) under its own name. */
export const downloadFile = (fileId: string) => download(fileApi.downloadFile, { query: { fileId } });

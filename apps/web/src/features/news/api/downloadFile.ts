import { fileApi } from '@wp/contract';
import { download } from '../../../lib/http/client.js';

/** GET /system/file/v1/downloadFile?fileId: saves an attachment under its own name. */
export const downloadAttachment = (fileId: string) => download(fileApi.downloadFile, { query: { fileId } });

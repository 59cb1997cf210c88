import { z } from 'zod';
import { commonResult } from '../common.js';
import { endpoint } from '../endpoint.js';

export const fileInfo = z.object({
  fileId: z.string(),
  fileName: z.string(),
  /** Sniffed from the content, never taken from the client. */
  mimeType: z.string(),
  size: z.number().int(),
  createTime: z.string(),
  extraProp: z.string().nullable(),
});
export type FileInfo = z.infer<typeof fileInfo>;

const fileIdQuery = z.object({ fileId: z.string().min(1).max(64) });

/** Multipart with one part named `file` (or `files`); the body is not JSON. */
export const upload = endpoint({
  host: 'portal', method: 'POST', path: '/system/file/v1/upload',
  summary: 'Upload one file (multipart field "file"); returns its fileId',
  reply: commonResult(fileInfo).extend({ fileId: z.string().optional() }),
});
export const fileUpload = endpoint({
  host: 'portal', method: 'POST', path: '/system/file/v1/fileUpload',
  summary: 'Upload one file (multipart field "files"), the seal/photo variant; returns its fileId',
  reply: commonResult(fileInfo).extend({ fileId: z.string().optional() }),
});
export const downloadFile = endpoint({
  host: 'portal', method: 'GET', path: '/system/file/v1/downloadFile',
  summary: 'The file as an attachment under its original name', query: fileIdQuery, reply: z.any(),
});
export const preview = endpoint({
  host: 'portal', method: 'GET', path: '/system/file/v1/preview',
  summary: 'The file inline (images, PDF)', query: fileIdQuery, reply: z.any(),
});
export const updateFileExtraProp = endpoint({
  host: 'portal', method: 'POST', path: '/system/file/v1/updateFileExtraProp',
  summary: 'Attach free-form properties (JSON text) to an own file',
  body: z.object({ fileId: z.string().min(1).max(64), extraProp: z.string().max(4000) }),
  reply: commonResult(z.null()),
});
export const onlinePreview = endpoint({
  host: 'portal', method: 'GET', path: '/file/onlinePreviewController/v1/onlinePreview',
  summary: 'How to show a file online: its type and the URL of its inline content', query: fileIdQuery,
  reply: commonResult(z.object({ fileId: z.string(), fileName: z.string(), mimeType: z.string(), url: z.string() })),
});
/** `GET /file/onlinePreviewController/v1/getFileById_{id}`: the binary content. */
export const getFileById = endpoint({
  host: 'portal', method: 'GET', path: '/file/onlinePreviewController/v1/getFileById_:id',
  summary: 'The binary content of a file for online preview', reply: z.any(),
});

import { useQueries } from '@tanstack/react-query';
import { fileApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { fileKeys } from '../keys.js';

/** GET /portal/file/onlinePreviewController/v1/onlinePreview: a stored file's name and type. */
export const onlinePreview = (fileId: string, signal?: AbortSignal) =>
  call(fileApi.onlinePreview, { query: { fileId }, signal, parallel: true, silent: true });

/** Names and types of files this screen did not upload itself (a saved form), by id. */
export const useFileNames = (fileIds: readonly string[]) =>
  useQueries({
    queries: fileIds.map((fileId) => ({
      queryKey: fileKeys.info(fileId),
      queryFn: ({ signal }: { signal: AbortSignal }) => onlinePreview(fileId, signal).then((r) => r.value ?? null),
      staleTime: Infinity,
    })),
  });

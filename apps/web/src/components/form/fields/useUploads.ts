import { useEffect, useRef, useState } from 'react';
import type { FileInfo } from '@wp/contract';
import { upload } from '../../../domains/files/api/upload.js';
import { idsOf } from './DirectoryControl.js';

export interface PendingUpload { key: string; name: string; size: number; localUrl: string | null }

let counter = 0;

/**
 * Uploads files one request each and appends their ids to the value as each finishes (the latest value, so
 * uploads finishing together all land). Keeps what the upload replies said about each file, and an object URL
 * of each picture uploaded here so it shows without being downloaded again (revoked on unmount).
 */
export function useUploads(value: unknown, onChange: (value: unknown) => void, withPreview: boolean) {
  const ids = idsOf(value);
  const latest = useRef(ids);
  latest.current = ids;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [infos, setInfos] = useState<ReadonlyMap<string, FileInfo & { localUrl: string | null }>>(new Map());
  const urls = useRef<string[]>([]);
  useEffect(() => () => urls.current.forEach((u) => URL.revokeObjectURL(u)), []);

  async function start(file: File) {
    const localUrl = withPreview ? URL.createObjectURL(file) : null;
    if (localUrl) urls.current.push(localUrl);
    const item: PendingUpload = { key: `upload-${++counter}`, name: file.name, size: file.size, localUrl };
    setPending((p) => [...p, item]);
    try {
      const info = await upload(file);
      setInfos((m) => new Map(m).set(info.fileId, { ...info, localUrl }));
      latest.current = [...latest.current, info.fileId];
      onChangeRef.current(latest.current);
    } catch {
      // The error catalogue has told the user why; the file is simply not added.
    } finally {
      setPending((p) => p.filter((x) => x !== item));
    }
  }

  const remove = (fileId: string) => {
    latest.current = latest.current.filter((id) => id !== fileId);
    onChangeRef.current(latest.current);
  };

  return { ids, pending, infos, start, remove };
}

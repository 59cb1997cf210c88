import { Button } from 'antd-mobile';
import { CloseOutline, FileOutline, UploadOutline } from 'antd-mobile-icons';
import { useRef } from 'react';
import { downloadFile } from '../../../domains/files/api/downloadFile.js';
import { formatSize } from '../../../lib/form/size.js';
import { notify } from '../../../lib/notify.js';
import type { ControlProps } from '../context.js';
import { useFileNames } from '../../../domains/files/api/onlinePreview.js';
import { confirmDelete } from './confirm-delete.js';
import { ReadOnlyText } from './ReadOnlyText.js';
import { useUploads } from './useUploads.js';
import { useTranslation } from '../../../i18n/index.js';

type AttachmentField = Extract<ControlProps['field'], { type: 'attachment' }>;

/** Attached files: name (tap to download), size by the spec's rule, remove after confirmation; upload adds. */
export function AttachmentControl({ field, value, onChange, readOnly }: ControlProps<AttachmentField>) {
  const { t } = useTranslation('form');
  const input = useRef<HTMLInputElement>(null);
  const { ids, pending, infos, start, remove } = useUploads(value, onChange, false);
  // Files of a saved form: their names come from the server (the size is only known for files uploaded here).
  const unknown = ids.filter((id) => !infos.has(id));
  const looked = useFileNames(unknown);
  const infoOf = (id: string) => infos.get(id) ?? looked[unknown.indexOf(id)]?.data ?? null;
  const full = field.maxCount !== undefined && ids.length + pending.length >= field.maxCount;

  function chosen(files: FileList | null) {
    const list = [...(files ?? [])];
    if (input.current) input.current.value = '';
    const room = field.maxCount === undefined ? list.length : Math.max(field.maxCount - ids.length - pending.length, 0);
    if (list.length > room) notify.warning(t('attachment.limit', { max: field.maxCount }));
    list.slice(0, room).forEach((f) => void start(f));
  }

  if (readOnly && ids.length === 0) return <ReadOnlyText>{''}</ReadOnlyText>;
  return (
    <div className="form-files">
      {(ids.length > 0 || pending.length > 0) && (
        <ul className="form-file-list">
          {ids.map((id) => {
            const info = infoOf(id);
            const name = info?.fileName ?? '…';
            const size = info && 'size' in info ? formatSize(info.size) : '';
            return (
              <li key={id} className="form-file">
                <FileOutline className="form-file-icon" aria-hidden />
                <button type="button" className="form-file-name" aria-label={t('attachment.download', { name })}
                  onClick={() => void downloadFile(id)}>{name}</button>
                {size && <span className="form-file-size">{size}</span>}
                {!readOnly && (
                  <button type="button" className="form-file-remove" aria-label={t('removeItem', { name })}
                    onClick={async () => (await confirmDelete()) && remove(id)}>
                    <CloseOutline />
                  </button>
                )}
              </li>
            );
          })}
          {pending.map((p) => (
            <li key={p.key} className="form-file is-uploading" aria-busy="true">
              <FileOutline className="form-file-icon" aria-hidden />
              <span className="form-file-name">{p.name}</span>
              <span className="form-file-size">{formatSize(p.size)} · {t('upload.uploading')}</span>
            </li>
          ))}
        </ul>
      )}
      {!readOnly && !full && (
        <Button size="small" fill="outline" color="primary" className="form-file-add" onClick={() => input.current?.click()}>
          <UploadOutline /> {t('attachment.add')}
        </Button>
      )}
      {!readOnly && <input ref={input} type="file" multiple hidden aria-label={`${t('attachment.add')} ${field.label}`} onChange={(e) => chosen(e.target.files)} />}
    </div>
  );
}

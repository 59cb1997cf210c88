import { SpinLoading } from 'antd-mobile';
import { AddOutline, CloseOutline, PictureOutline } from 'antd-mobile-icons';
import { useRef } from 'react';
import { useAuthImage } from '../../AuthImage.js';
import { notify } from '../../../lib/notify.js';
import type { ControlProps } from '../context.js';
import { confirmDelete } from './confirm-delete.js';
import { showImage } from './on-demand.js';
import { ReadOnlyText } from './ReadOnlyText.js';
import { useUploads } from './useUploads.js';
import { useTranslation } from '../../../i18n/index.js';

type PictureField = Extract<ControlProps['field'], { type: 'picture' }>;

/** The upload limit of spec 000 section 9. */
export const MAX_PICTURES = 10;
/** Only the suffixes the spec names: '.png' and '.PNG'. */
export const isPng = (name: string) => /\.(png|PNG)$/.test(name);

/** One picture at the spec's default display size (265 by 180), tap to view it whole. */
function PictureTile({ fileId, localUrl, onRemove, label }: { fileId: string; localUrl: string | null; onRemove?: () => void; label: string }) {
  const { t } = useTranslation('form');
  const remote = useAuthImage(fileId, !localUrl);
  const url = localUrl ?? remote.url;
  return (
    <div className="form-picture">
      {url ? (
        <button type="button" className="form-picture-view" aria-label={t('picture.preview')} onClick={() => void showImage(url)}>
          <img src={url} alt={label} />
        </button>
      ) : (
        <div className="form-picture-placeholder" role="img" aria-label={remote.failed ? t('picture.failed') : label}>
          {remote.failed ? <PictureOutline /> : <SpinLoading color="primary" style={{ '--size': '24px' }} />}
        </div>
      )}
      {onRemove && (
        <button type="button" className="form-picture-remove" aria-label={t('remove')} onClick={onRemove}><CloseOutline /></button>
      )}
    </div>
  );
}

/**
 * Pictures (spec 000 section 5): png only ('.png', '.PNG'), anything else is refused with 'Please upload a
 * picture with the png suffix'; one file per selection; at most 10; removal asks 'Are you sure you want to delete?'.
 */
export function PictureControl({ field, value, onChange, readOnly }: ControlProps<PictureField>) {
  const { t } = useTranslation('form');
  const input = useRef<HTMLInputElement>(null);
  const { ids, pending, infos, start, remove } = useUploads(value, onChange, true);
  const max = Math.min(field.maxCount ?? MAX_PICTURES, MAX_PICTURES);
  const full = ids.length + pending.length >= max;

  function chosen(files: FileList | null) {
    const file = files?.[0];
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!isPng(file.name)) {
      notify.warning(t('picture.pngOnly'));
      return;
    }
    if (full) {
      notify.warning(t('picture.limit', { max }));
      return;
    }
    void start(file);
  }

  if (readOnly && ids.length === 0) return <ReadOnlyText>{''}</ReadOnlyText>;
  return (
    <div className="form-pictures">
      {ids.map((id) => (
        <PictureTile key={id} fileId={id} localUrl={infos.get(id)?.localUrl ?? null} label={infos.get(id)?.fileName ?? field.label}
          onRemove={readOnly ? undefined : async () => (await confirmDelete()) && remove(id)} />
      ))}
      {pending.map((p) => (
        <div key={p.key} className="form-picture is-uploading" aria-busy="true">
          {p.localUrl && <img src={p.localUrl} alt={p.name} />}
          <span className="form-picture-progress">{t('upload.uploading')}</span>
        </div>
      ))}
      {!readOnly && !full && (
        <label className="form-picture-add">
          <AddOutline className="form-picture-add-icon" />
          <span>{t('picture.add')}</span>
          <input ref={input} type="file" accept="image/png,.png,.PNG" aria-label={`${t('picture.add')} ${field.label}`} hidden
            onChange={(e) => chosen(e.target.files)} />
        </label>
      )}
      {!readOnly && <div className="form-files-hint">{full ? t('picture.limit', { max }) : `${ids.length}/${max}`}</div>}
    </div>
  );
}

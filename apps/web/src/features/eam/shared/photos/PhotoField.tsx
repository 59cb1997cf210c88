import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Dialog, SpinLoading } from 'antd-mobile';
import { CameraOutline, CloseOutline, PictureOutline, PicturesOutline } from 'antd-mobile-icons';
import i18n, { useTranslation } from '../../../../i18n/index.js';
import { useAuthImage } from '../../../../components/AuthImage.js';
import { showImage } from '../../../../components/form/fields/on-demand.js';
import { useUploads } from '../../../../components/form/fields/useUploads.js';
import { notify } from '../../../../lib/notify.js';
import { jpegName, PhotoError, toJpeg } from './to-jpeg.js';
import type { LocalPhoto } from './local-photo.js';
import { newUuid } from '../uuid.js';
import './photos.css';

/** The default most photos of one field (the server's rule: at most 9 per item). */
export const PHOTO_LIMIT = 9;

interface CommonProps {
  /** What the photos are of ('现场照片', the check item's name): names the group, its buttons and its photos. */
  label: string;
  /** At most this many photos (default 9). */
  limit?: number;
  /** Show the photos only: no adding, no removing. */
  readOnly?: boolean;
  disabled?: boolean;
  /** Told true while a chosen photo is being converted (or uploaded, online): a form waits before it submits. */
  onBusyChange?(busy: boolean): void;
}

/** Online: every photo is uploaded as soon as it is converted; the value is the file ids. */
export interface OnlinePhotoProps extends CommonProps {
  mode: 'online';
  value: readonly string[];
  onChange(fileIds: string[]): void;
}

/** Deferred: the converted JPEGs are kept and handed to the caller, which uploads them later (an offline queue). */
export interface DeferredPhotoProps extends CommonProps {
  mode: 'deferred';
  value: readonly LocalPhoto[];
  onChange(photos: LocalPhoto[]): void;
}

export type PhotoFieldProps = OnlinePhotoProps | DeferredPhotoProps;

/** The warning for a file that could not be converted, in the user's language. */
export function photoErrorText(err: unknown, fileName: string): string {
  const kind = err instanceof PhotoError ? err.kind : 'unreadable';
  return i18n.t(`eamPhotos:error.${kind}`, { name: fileName || i18n.t('eamPhotos:error.noName') });
}

/** 'Delete this photo?'; resolves true on confirm. */
const confirmRemove = () => Dialog.confirm({
  content: i18n.t('eamPhotos:removeConfirm'),
  confirmText: i18n.t('eamPhotos:remove'),
  cancelText: i18n.t('common:cancel'),
});

/**
 * Photos taken with the camera or picked from the gallery, each converted to a JPEG on the device (to-jpeg.ts)
 * before it is uploaded (online) or kept (deferred): thumbnails that open full screen, removal after a confirm,
 * a count against the limit.
 */
export function PhotoField(props: PhotoFieldProps) {
  return props.mode === 'online' ? <OnlinePhotos {...props} /> : <DeferredPhotos {...props} />;
}

function OnlinePhotos({ value, onChange, ...common }: OnlinePhotoProps) {
  const { ids, pending, infos, start, remove } = useUploads(value, onChange as (v: unknown) => void, true);
  const tiles = ids.map((id): Tile => ({ key: id, source: { fileId: id, localUrl: infos.get(id)?.localUrl ?? null } }));
  return (
    <PhotoGrid {...common} count={ids.length} busyCount={pending.length} tiles={tiles}
      onRemove={(key) => remove(key)}
      // The upload runs on while the next photo is converted.
      onAdd={async (jpeg) => { void start(jpeg); }} />
  );
}

function DeferredPhotos({ value, onChange, ...common }: DeferredPhotoProps) {
  // The latest list, so photos converted one after the other all land.
  const latest = useRef(value);
  latest.current = value;
  const tiles = value.map((p): Tile => ({ key: p.id, source: { blob: p.blob } }));
  return (
    <PhotoGrid {...common} count={value.length} busyCount={0} tiles={tiles}
      onRemove={(key) => {
        latest.current = latest.current.filter((p) => p.id !== key);
        onChange([...latest.current]);
      }}
      onAdd={async (jpeg) => {
        latest.current = [...latest.current, { id: newUuid(), name: jpeg.name, blob: jpeg }];
        onChange([...latest.current]);
      }} />
  );
}

interface Tile { key: string; source: PhotoSource }

/** The grid both modes share: the tiles, the photos being converted or uploaded, the camera and gallery buttons. */
function PhotoGrid({ label, limit = PHOTO_LIMIT, readOnly, disabled, onBusyChange, count, busyCount, tiles, onRemove, onAdd }: CommonProps & {
  count: number;
  /** Photos on their way in the parent (uploads). */
  busyCount: number;
  tiles: Tile[];
  onRemove(key: string): void;
  onAdd(jpeg: File): Promise<void>;
}) {
  const { t } = useTranslation('eamPhotos');
  const [converting, setConverting] = useState(0);
  const busy = converting + busyCount > 0;
  const onBusy = useRef(onBusyChange);
  onBusy.current = onBusyChange;
  useEffect(() => { onBusy.current?.(busy); }, [busy]);
  const taken = count + busyCount + converting;
  const full = taken >= limit;

  async function chosen(input: HTMLInputElement) {
    const files = [...(input.files ?? [])];
    input.value = '';
    const room = Math.max(0, limit - taken);
    if (files.length > room) notify.warning(t('limitDropped', { max: limit, count: files.length - room }));
    const accepted = files.slice(0, room);
    if (accepted.length === 0) return;
    setConverting((n) => n + accepted.length);
    // One at a time: a decoded 12-megapixel photo holds about 48 MB.
    for (const file of accepted) {
      try {
        const jpeg = await toJpeg(file);
        const named = new File([jpeg], jpegName(file.name), { type: 'image/jpeg' });
        setConverting((n) => n - 1);
        await onAdd(named);
      } catch (err) {
        setConverting((n) => n - 1);
        notify.warning(photoErrorText(err, file.name));
      }
    }
  }

  const canAdd = !readOnly && !full;
  return (
    <div className="eam-photos" role="group" aria-label={label}>
      <ul className="eam-photos-grid">
        {tiles.map((tile, i) => (
          <li key={tile.key} className="eam-photo">
            <PhotoThumb source={tile.source} label={t('view', { name: label, n: i + 1, count: tiles.length })} />
            {!readOnly && (
              <button type="button" className="eam-photo-remove" disabled={disabled} aria-label={t('removeOne', { name: label, n: i + 1 })}
                onClick={async () => { if (await confirmRemove()) onRemove(tile.key); }}>
                <CloseOutline aria-hidden />
              </button>
            )}
          </li>
        ))}
        {Array.from({ length: converting + busyCount }, (_, i) => (
          <li key={`busy-${i}`} className="eam-photo is-busy" aria-busy="true">
            <SpinLoading color="primary" style={{ '--size': '22px' }} />
            <span className="eam-photo-busy-text">{i < converting ? t('processing') : t('uploading')}</span>
          </li>
        ))}
        {canAdd && (
          <>
            <li className="eam-photo-add">
              <PickButton icon={<CameraOutline aria-hidden />} text={t('camera')} label={t('cameraOf', { name: label })} capture disabled={disabled} onPick={chosen} />
            </li>
            <li className="eam-photo-add">
              <PickButton icon={<PicturesOutline aria-hidden />} text={t('gallery')} label={t('galleryOf', { name: label })} disabled={disabled} onPick={chosen} />
            </li>
          </>
        )}
      </ul>
      {!readOnly && <div className="eam-photos-hint" aria-live="polite">{full ? t('limit', { max: limit }) : t('count', { count, max: limit })}</div>}
    </div>
  );
}

/**
 * A file input behind a visible label: the camera (`capture`: the back camera opens at once) or the gallery
 * (several at a time). The input is visually hidden, not `hidden`, so the keyboard reaches it.
 */
function PickButton({ icon, text, label, capture, disabled, onPick }: {
  icon: ReactNode; text: string; label: string; capture?: boolean; disabled?: boolean; onPick(input: HTMLInputElement): void;
}) {
  return (
    <label className={`eam-photo-pick${disabled ? ' is-disabled' : ''}`}>
      {icon}
      <span>{text}</span>
      <input className="sr-only" type="file" accept="image/*" aria-label={label} disabled={disabled}
        {...(capture ? { capture: 'environment' } : { multiple: true })}
        onChange={(e) => onPick(e.currentTarget)} />
    </label>
  );
}

/** Where a thumbnail's picture comes from: an uploaded file (shown from its JPEG if it was added here) or a kept Blob. */
type PhotoSource = { fileId: string; localUrl: string | null } | { blob: Blob };

/** An object URL of a kept photo, let go with the tile. */
function useBlobUrl(blob: Blob | null): string | null {
  const [state, setState] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    setState({ blob, url });
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return state && state.blob === blob ? state.url : null;
}

/** A thumbnail that opens its photo full screen. */
function PhotoThumb({ source, label }: { source: PhotoSource; label: string }) {
  const { t } = useTranslation('eamPhotos');
  const fileId = 'fileId' in source ? source.fileId : null;
  const localUrl = 'fileId' in source ? source.localUrl : null;
  const remote = useAuthImage(fileId, !!fileId && !localUrl);
  const kept = useBlobUrl('blob' in source ? source.blob : null);
  const url = localUrl ?? remote.url ?? kept;
  return (
    <button type="button" className="eam-photo-view" aria-label={label} onClick={() => { if (url) void showImage(url); }}>
      {url ? <img src={url} alt="" /> : (
        <span className="eam-photo-placeholder" role="img" aria-label={remote.failed ? t('failed') : t('loading')}>
          {remote.failed ? <PictureOutline aria-hidden /> : <SpinLoading color="primary" style={{ '--size': '20px' }} />}
        </span>
      )}
    </button>
  );
}

import { PhotoField } from '../../shared/photos/index.js';

const ignore = () => undefined;

/** A record's saved photos as thumbnails that open full screen (the shared photo field, read-only); nothing when none. */
export function PhotoStrip({ ids, label }: { ids: readonly string[]; label: string }) {
  if (ids.length === 0) return null;
  return <PhotoField mode="online" readOnly label={label} value={ids} onChange={ignore} />;
}

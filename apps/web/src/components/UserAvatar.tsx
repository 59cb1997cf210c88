import { useNearScreen } from '../lib/use-near-screen.js';
import { useAuthImage } from './AuthImage.js';
import './user-avatar.css';

const palette = ['#1677ff', '#00b578', '#ff8f1f', '#7c5cfc', '#eb2f96', '#13a8a8', '#fa541c', '#2f54eb'];

/** The placeholder of a user without a photo: the first character of the name. */
export const initialOf = (name: string) => (Array.from(name.trim())[0] ?? '?').toUpperCase();
/** A stable colour per name, so a person keeps the same placeholder everywhere. */
export const colourOf = (name: string) => palette[Array.from(name).reduce((h, c) => (h * 31 + c.codePointAt(0)!) >>> 0, 7) % palette.length];

/**
 * A round user photo (a file behind authentication) or the name's first character. `lazy` waits until the
 * avatar scrolls near the viewport, so long lists fetch only the photos that are seen.
 */
export function UserAvatar({ name, fileId, size = 40, lazy = false, className }: {
  name: string; fileId?: string | null; size?: number; lazy?: boolean; className?: string;
}) {
  const { ref, near } = useNearScreen<HTMLSpanElement>({ margin: '200px 0px', initially: !lazy || !fileId });
  const { url } = useAuthImage(fileId, near);
  return (
    <span ref={ref} className={`user-avatar ${className ?? ''}`} role="img" aria-label={name}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.42), background: url ? undefined : colourOf(name) }}>
      {url ? <img src={url} alt="" draggable={false} /> : initialOf(name)}
    </span>
  );
}

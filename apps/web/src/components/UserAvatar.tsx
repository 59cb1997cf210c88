import { avatarColour, avatarLabel, avatarLabelScale } from '@wp/contract';
import { useNearScreen } from '../lib/use-near-screen.js';
import { useAuthImage } from './AuthImage.js';
import './user-avatar.css';

/**
 * A round user photo (a file behind authentication) or the name avatar: the given name in white on the name's
 * colour, while the photo loads, when it fails and when there is none. `lazy` waits until the avatar scrolls near
 * the viewport, so long lists fetch only the photos that are seen.
 */
export function UserAvatar({ name, fileId, size = 40, lazy = false, className }: {
  name: string; fileId?: string | null; size?: number; lazy?: boolean; className?: string;
}) {
  const { ref, near } = useNearScreen<HTMLSpanElement>({ margin: '200px 0px', initially: !lazy || !fileId });
  const { url } = useAuthImage(fileId, near);
  const label = avatarLabel(name);
  const fontSize = Math.round(size * avatarLabelScale(label));
  return (
    <span ref={ref} className={`user-avatar ${className ?? ''}`} role="img" aria-label={name}
      style={{ width: size, height: size, fontSize, background: url ? undefined : avatarColour(name) }}>
      {url ? <img src={url} alt="" draggable={false} /> : label}
    </span>
  );
}

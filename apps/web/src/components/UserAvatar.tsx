import { useNearScreen } from '../lib/use-near-screen.js';
import { useAuthImage } from './AuthImage.js';
import './user-avatar.css';

/**
 * The colours of name avatars: calm, told apart at a glance, and each carrying white text at 4.5:1 or more
 * (WCAG 2.1 AA; UserAvatar.test.tsx computes it). The server draws seeded photos with the same list, in the same
 * order and with the same hash (apps/server/src/seed/avatar.ts), so a person looks alike with or without one.
 */
export const avatarPalette = ['#2b65d9', '#1a6fb0', '#0e7a83', '#1f7a4f', '#a16207', '#c0521e', '#c2416b', '#a8448f', '#7451c9', '#546478'];

const han = /^\p{Script=Han}+$/u;

/**
 * What the placeholder of a user without a photo shows, as DingTalk does: the given name of a Chinese name
 * (张敏 -> 敏, 欧阳娜娜 -> 娜娜), the first two characters of a longer Chinese name that is no person's
 * (系统管理员 -> 系统), and the initials of other names (Li Wei -> LW). A note in brackets after the name is left out.
 */
export function avatarLabel(fullname: string): string {
  const name = fullname.replace(/\s*[(（][^()（）]*[)）]\s*$/u, '').trim() || fullname.trim();
  const chars = Array.from(name);
  if (chars.length === 0) return '?';
  if (han.test(name)) {
    if (chars.length <= 1) return name;
    if (chars.length === 2) return chars[1];
    return chars.length <= 4 ? chars.slice(-2).join('') : chars.slice(0, 2).join('');
  }
  const words = name.split(/\s+/);
  const initials = words.length > 1 ? [words[0], words[words.length - 1]] : [words[0]];
  return initials.map((w) => Array.from(w)[0]).join('').toUpperCase();
}

/** A stable colour per name (FNV-1a over its code points), so a person keeps the same placeholder everywhere. */
export const colourOf = (name: string) =>
  avatarPalette[Array.from(name).reduce((h, c) => Math.imul(h ^ c.codePointAt(0)!, 16777619) >>> 0, 2166136261) % avatarPalette.length];

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
  // Two characters a little smaller than one, so both fill the circle alike (the seeded photos use the same).
  const fontSize = Math.round(size * (Array.from(label).length > 1 ? 0.33 : 0.42));
  return (
    <span ref={ref} className={`user-avatar ${className ?? ''}`} role="img" aria-label={name}
      style={{ width: size, height: size, fontSize, background: url ? undefined : colourOf(name) }}>
      {url ? <img src={url} alt="" draggable={false} /> : label}
    </span>
  );
}

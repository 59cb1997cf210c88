/**
 * Name avatars, the one rule for both sides: the web draws them for people without a photo, and the server's
 * seed draws the demo accounts' photos with the same colour and label, so a person looks alike with or without one.
 *
 * The colours are calm, told apart at a glance, and each carries white text at 4.5:1 or more (WCAG 2.1 AA,
 * checked in avatar.test.ts).
 */
export const avatarPalette = ['#2b65d9', '#1a6fb0', '#0e7a83', '#1f7a4f', '#a16207', '#c0521e', '#c2416b', '#a8448f', '#7451c9', '#546478'];

/** A stable colour per full name: FNV-1a over its code points (a plain sum-like hash gave four of the five demo accounts one colour). */
export const avatarColour = (name: string) =>
  avatarPalette[Array.from(name).reduce((h, c) => Math.imul(h ^ c.codePointAt(0)!, 16777619) >>> 0, 2166136261) % avatarPalette.length];

const han = /^\p{Script=Han}+$/u;

/**
 * What a name avatar shows, as DingTalk does: the given name of a Chinese name (张敏 -> 敏, 欧阳娜娜 -> 娜娜), the
 * first two characters of a longer Chinese name that is no person's (系统管理员 -> 系统), and the initials of
 * other names (Li Wei -> LW). A note in brackets after the name (王芳（华兴）) is left out.
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

/** The label's height against the avatar's: two characters a little smaller than one, so both fill it alike. */
export const avatarLabelScale = (label: string) => (Array.from(label).length > 1 ? 0.33 : 0.42);

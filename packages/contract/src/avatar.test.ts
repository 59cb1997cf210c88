import { describe, expect, it } from 'vitest';
import { avatarColour, avatarLabel, avatarPalette } from './avatar.js';

/** WCAG 2.1 contrast ratio of two sRGB colours written #rrggbb, 1 to 21. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('name avatars', () => {
  it('carry white text at 4.5:1 or more on every colour of the palette (WCAG 2.1 AA)', () => {
    // The formula, on known pairs.
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(avatarPalette.length).toBeGreaterThanOrEqual(8);
    expect(avatarPalette.length).toBeLessThanOrEqual(10);
    expect(new Set(avatarPalette).size).toBe(avatarPalette.length);
    for (const colour of avatarPalette) expect(contrast(colour, '#ffffff'), colour).toBeGreaterThanOrEqual(4.5);
  });

  it('give a name always the same colour', () => {
    expect([avatarColour('张伟'), avatarColour('王芳'), avatarColour('陈静')]).toEqual(['#7451c9', '#1a6fb0', '#2b65d9']);
  });

  it.each([
    ['张敏', '敏'], ['王小明', '小明'], ['欧阳娜娜', '娜娜'], ['王芳（华兴）', '芳'], ['系统管理员', '系统'],
    ['李', '李'], [' Li Wei ', 'LW'], ['admin', 'A'], ['', '?'], ['?', '?'],
  ])('show %j as %j', (name, label) => expect(avatarLabel(name)).toBe(label));
});

import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { blobUrl } from '../lib/http/client.js';
import { avatarLabel, avatarPalette, colourOf, UserAvatar } from './UserAvatar.js';

vi.mock('../lib/http/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/http/client.js')>()),
  blobUrl: vi.fn(),
}));
const blobUrlMock = vi.mocked(blobUrl);
URL.revokeObjectURL ??= () => undefined;

/** WCAG 2.1 relative luminance of a colour written #rrggbb. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
/** WCAG 2.1 contrast ratio, 1 to 21. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

describe('the name avatar palette', () => {
  it('carries white text at 4.5:1 or more on every colour (WCAG 2.1 AA for normal text)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(avatarPalette.length).toBeGreaterThanOrEqual(8);
    expect(new Set(avatarPalette).size).toBe(avatarPalette.length);
    for (const colour of avatarPalette) expect(contrast(colour, '#ffffff'), colour).toBeGreaterThanOrEqual(4.5);
  });

  it('gives a name the colour the server gives its seeded photo (apps/server/src/seed/avatar.test.ts pins the same)', () => {
    expect(colourOf('张伟')).toBe('#7451c9');
    expect(colourOf('王芳')).toBe('#1a6fb0');
    expect(colourOf('陈静')).toBe('#2b65d9');
  });
});

describe('avatarLabel', () => {
  it.each([
    ['张敏', '敏'], ['王小明', '小明'], ['欧阳娜娜', '娜娜'], ['王芳（华兴）', '芳'], ['系统管理员', '系统'],
    ['李', '李'], [' Li Wei ', 'LW'], ['admin', 'A'], ['', '?'], ['?', '?'],
  ])('shows %j as %j', (name, label) => expect(avatarLabel(name)).toBe(label));
});

describe('UserAvatar', () => {
  it('without a photo shows the given name in white on the name\'s colour, one character larger than two', () => {
    render(<><UserAvatar name="张敏" size={40} /><UserAvatar name="王小明" size={40} /></>);
    const one = screen.getByRole('img', { name: '张敏' });
    expect(one.textContent).toBe('敏');
    expect(one.style.background).toBe(rgb(colourOf('张敏')));
    expect(one.style.fontSize).toBe('17px');
    const two = screen.getByRole('img', { name: '王小明' });
    expect(two.textContent).toBe('小明');
    expect(two.style.fontSize).toBe('13px');
    expect(blobUrlMock).not.toHaveBeenCalled();
  });

  it('shows the photo once loaded, and the name avatar when it cannot be had', async () => {
    blobUrlMock.mockResolvedValueOnce('blob:photo').mockRejectedValueOnce(new Error('403'));
    render(<><UserAvatar name="张伟" fileId="f1" /><UserAvatar name="陈静" fileId="f2" /></>);
    await waitFor(() => expect(screen.getByRole('img', { name: '张伟' }).querySelector('img')?.getAttribute('src')).toBe('blob:photo'));
    expect(screen.getByRole('img', { name: '张伟' }).style.background).toBe('');
    await waitFor(() => expect(blobUrlMock).toHaveBeenCalledTimes(2));
    const failed = screen.getByRole('img', { name: '陈静' });
    expect(failed.textContent).toBe('静');
    expect(failed.style.background).toBe(rgb(colourOf('陈静')));
  });
});

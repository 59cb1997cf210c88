import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { blobUrl } from '../lib/http/client.js';
import { avatarColour } from '@wp/contract';
import { UserAvatar } from './UserAvatar.js';

vi.mock('../lib/http/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/http/client.js')>()),
  blobUrl: vi.fn(),
}));
const blobUrlMock = vi.mocked(blobUrl);
URL.revokeObjectURL ??= () => undefined;

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

describe('UserAvatar', () => {
  it('without a photo shows the given name in white on the name\'s colour, one character larger than two', () => {
    render(<><UserAvatar name="张敏" size={40} /><UserAvatar name="王小明" size={40} /></>);
    const one = screen.getByRole('img', { name: '张敏' });
    expect(one.textContent).toBe('敏');
    expect(one.style.background).toBe(rgb(avatarColour('张敏')));
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
    expect(failed.style.background).toBe(rgb(avatarColour('陈静')));
  });
});

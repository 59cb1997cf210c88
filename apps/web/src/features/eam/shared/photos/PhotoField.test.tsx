import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { fileApi } from '@wp/contract';
import { call } from '../../../../lib/http/client.js';
import { serveCalls, optionsOf } from '../../../../test/serve-calls.js';
import i18n from '../../../../i18n/index.js';
import { PhotoField, type LocalPhoto } from './index.js';
import { fakeCanvas, type FakeCanvas } from './test/fake-canvas.js';

vi.mock('../../../../lib/http/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../lib/http/client.js')>()),
  call: vi.fn(),
  blobUrl: vi.fn(async () => 'blob:remote/1'),
}));

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, applyAccept: false });
const photo = (name: string, type = 'image/jpeg') => new File(['raw picture'], name, { type });

let canvas: FakeCanvas;
beforeEach(async () => {
  vi.mocked(call).mockReset();
  canvas = fakeCanvas();
  await i18n.changeLanguage('zh-CN');
});
afterEach(() => canvas.restore());

/** The field with its value in state, as a screen holds it; every value it answered is kept. */
function Deferred({ limit, seen }: { limit?: number; seen: LocalPhoto[][] }) {
  const [value, setValue] = useState<LocalPhoto[]>([]);
  return <PhotoField mode="deferred" label="现场照片" limit={limit} value={value} onChange={(v) => { seen.push(v); setValue(v); }} />;
}

function Online({ seen, busy }: { seen: string[][]; busy: boolean[] }) {
  const [value, setValue] = useState<string[]>([]);
  return <PhotoField mode="online" label="故障照片" value={value} onChange={(v) => { seen.push(v); setValue(v); }} onBusyChange={(b) => busy.push(b)} />;
}

describe('photo field, deferred', () => {
  it('converts every picked photo to a JPEG kept on the device and shows its thumbnail', async () => {
    const seen: LocalPhoto[][] = [];
    const u = user();
    render(<Deferred seen={seen} />);
    canvas.decodeAs(4000, 3000);
    await u.upload(screen.getByLabelText('从相册选择：现场照片'), [photo('IMG_1.png', 'image/png'), photo('IMG_2.jpg')]);
    await waitFor(() => expect(seen.at(-1)).toHaveLength(2));
    const [first, second] = seen.at(-1)!;
    expect(first.name).toBe('IMG_1.jpg');
    expect(second.name).toBe('IMG_2.jpg');
    expect(first.blob.type).toBe('image/jpeg');
    expect(first.id).not.toBe(second.id);
    expect(canvas.drawn).toEqual([{ width: 1600, height: 1200 }, { width: 1600, height: 1200 }]);
    expect(await screen.findByRole('button', { name: '查看现场照片第 2 张，共 2 张' })).toBeTruthy();
    expect(screen.getByText('2/9 张')).toBeTruthy();
    // A tap shows the photo full screen.
    await u.click(screen.getByRole('button', { name: '查看现场照片第 2 张，共 2 张' }));
    await waitFor(() => expect(document.querySelector('.adm-image-viewer-content img')?.getAttribute('src')).toMatch(/^blob:photo\//));
    // Nothing travelled: the caller uploads later.
    expect(call).not.toHaveBeenCalled();
  });

  it('opens the camera at once for a photo, and the gallery for several', () => {
    render(<Deferred seen={[]} />);
    const camera = screen.getByLabelText('拍照：现场照片');
    expect(camera.getAttribute('capture')).toBe('environment');
    expect(camera.getAttribute('accept')).toBe('image/*');
    expect(camera.hasAttribute('multiple')).toBe(false);
    const gallery = screen.getByLabelText('从相册选择：现场照片');
    expect(gallery.hasAttribute('multiple')).toBe(true);
    expect(gallery.hasAttribute('capture')).toBe(false);
  });

  it('asks before removing a photo; cancel keeps it', async () => {
    const seen: LocalPhoto[][] = [];
    const u = user();
    render(<Deferred seen={seen} />);
    await u.upload(screen.getByLabelText('从相册选择：现场照片'), [photo('a.jpg'), photo('b.jpg')]);
    await waitFor(() => expect(seen.at(-1)).toHaveLength(2));
    const kept = seen.at(-1)!;

    await u.click(screen.getByRole('button', { name: '删除现场照片第 1 张' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定删除这张照片吗？')).toBeTruthy();
    await u.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen.at(-1)).toHaveLength(2);

    await u.click(screen.getByRole('button', { name: '删除现场照片第 1 张' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(seen.at(-1)).toEqual([kept[1]]));
    expect(screen.getByText('1/9 张')).toBeTruthy();
  });

  it('keeps to the limit: extra picks are dropped with a warning and the buttons go', async () => {
    const seen: LocalPhoto[][] = [];
    const u = user();
    render(<Deferred seen={seen} limit={2} />);
    await u.upload(screen.getByLabelText('从相册选择：现场照片'), [photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]);
    expect(await screen.findByText('最多 2 张照片，多选的 1 张未添加')).toBeTruthy();
    await waitFor(() => expect(seen.at(-1)).toHaveLength(2));
    expect(screen.queryByLabelText('从相册选择：现场照片')).toBeNull();
    expect(screen.queryByLabelText('拍照：现场照片')).toBeNull();
    expect(screen.getByText('最多 2 张照片')).toBeTruthy();
  });

  it('says what to do with a HEIC photo the browser cannot read, and adds the others', async () => {
    const seen: LocalPhoto[][] = [];
    const u = user();
    render(<Deferred seen={seen} />);
    canvas.decodeFails();
    await u.upload(screen.getByLabelText('从相册选择：现场照片'), [photo('IMG_9.HEIC', 'image/heic')]);
    expect(await screen.findByText(/无法读取 HEIC 格式的照片“IMG_9.HEIC”/)).toBeTruthy();
    expect(seen).toEqual([]);
    canvas.decodeAs(800, 600);
    await u.upload(screen.getByLabelText('拍照：现场照片'), photo('IMG_10.jpg'));
    await waitFor(() => expect(seen.at(-1)).toHaveLength(1));
  });

  it('speaks Traditional Chinese (zh-TW)', async () => {
    await i18n.changeLanguage('zh-TW');
    render(<Deferred seen={[]} />);
    // The label is the caller's text, in the caller's language.
    expect(screen.getByLabelText('從相簿選擇：现场照片')).toBeTruthy();
    expect(screen.getByText('相簿')).toBeTruthy();
  });
});

describe('photo field, online', () => {
  it('uploads each converted JPEG through the portal upload and answers the file ids; busy meanwhile', async () => {
    let n = 0;
    serveCalls([[fileApi.upload, () => ({ state: true, message: '', value: { fileId: `f${++n}`, fileName: 'x.jpg', mimeType: 'image/jpeg', size: 10, createTime: '', extraProp: null } })]]);
    const seen: string[][] = [];
    const busy: boolean[] = [];
    const u = user();
    render(<Online seen={seen} busy={busy} />);
    await u.upload(screen.getByLabelText('从相册选择：故障照片'), [photo('IMG_1.HEIC', 'image/heic'), photo('IMG_2.png', 'image/png')]);
    await waitFor(() => expect(seen.at(-1)).toEqual(['f1', 'f2']));
    const sent = optionsOf(fileApi.upload).map((o) => (o.body as unknown as FormData).get('file') as File);
    expect(sent.map((f) => [f.name, f.type])).toEqual([['IMG_1.jpg', 'image/jpeg'], ['IMG_2.jpg', 'image/jpeg']]);
    expect(busy[0]).toBe(false);
    expect(busy).toContain(true);
    await waitFor(() => expect(busy.at(-1)).toBe(false));
    expect(await screen.findByRole('button', { name: '查看故障照片第 2 张，共 2 张' })).toBeTruthy();
  });

  it('shows saved photos read-only, fetched with the user\'s rights, without add or remove', async () => {
    const { container } = render(<PhotoField mode="online" readOnly label="故障照片" value={['f7']} onChange={() => undefined} />);
    const view = await screen.findByRole('button', { name: '查看故障照片第 1 张，共 1 张' });
    await waitFor(() => expect(view.querySelector('img')?.getAttribute('src')).toBe('blob:remote/1'));
    // Within the field: a confirm dialog of an earlier test may still be closing in the page's body.
    expect(within(container).queryByRole('button', { name: /删除/ })).toBeNull();
    expect(within(container).queryByLabelText('拍照：故障照片')).toBeNull();
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { dataDictApi, formDataApi } from '@wp/contract';
import { renderScreen } from '../../../test/render.js';
import { optionsOf, serveCalls } from '../../../test/serve-calls.js';
import { call } from '../../../lib/http/client.js';
import { formReply, samplingPoints, templateInfo } from '../test/fixtures.js';
import { TemplateFormPage } from './TemplateFormPage.js';

vi.mock('../../../lib/http/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/http/client.js')>()),
  call: vi.fn(),
}));

const stored = { id_: 'r1', rev_: 3, point: 'inlet', sampleDate: '2026-11-19', cod: 231.4, analyst: '王芳' };
const qr = { url: 'http://plant.local/QRCodeForm/labResults?id=r1&exp=1900000000&sig=s', expiresAt: '2030-03-17T17:46:40.000Z', svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>', png: 'data:image/png;base64,AA==' };

beforeEach(() => {
  vi.mocked(call).mockReset();
});

describe('a record\'s QR code', { timeout: 20_000 }, () => {
  it('the read-only view offers 二维码: the server\'s signed link as an image, with its expiry, to print or share', async () => {
    serveCalls([
      [formDataApi.getBpmDataTemplateInfo, () => ({ state: true, message: '', value: templateInfo({ detail: true }) })],
      [formDataApi.getForm, ({ query }) => formReply(query!.action as 'get', stored)],
      [formDataApi.modifyRecordListJson, () => ({ rows: [], total: 0, page: 1, pageSize: 50 })],
      [dataDictApi.getByTypeKeyForComBo, () => samplingPoints],
      [formDataApi.qrCodeLink, () => ({ state: true, message: '二维码已生成', value: qr })],
    ]);
    const u = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderScreen('/templateForm/labResults/get/r1', { '/templateForm/:templateKey/:action/:data?': <TemplateFormPage /> });
    // Someone who may only view still gets the code: it opens no more than each reader may read.
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    await u.click(await screen.findByRole('button', { name: '二维码' }));
    const sheet = await screen.findByRole('dialog', { name: '记录二维码' });
    const image = await within(sheet).findByRole('img', { name: '化验数据详情的二维码' });
    expect(image.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.svg)}`);
    expect(within(sheet).getByText(/^有效期至 /)).toBeTruthy();
    expect(within(sheet).getByRole('button', { name: '打印' })).toBeTruthy();
    expect(optionsOf(formDataApi.qrCodeLink)[0].query).toEqual({ templateKey: 'labResults', id: 'r1' });
  });
});

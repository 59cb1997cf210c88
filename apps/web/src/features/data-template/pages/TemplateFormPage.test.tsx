import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { dataDictApi, formDataApi } from '@wp/contract';
import { renderScreen } from '../../../test/render.js';
import { optionsOf, serveCalls } from '../../../test/serve-calls.js';
import { call, CallError } from '../../../lib/http/client.js';
import { formReply, samplingPoints, templateInfo } from '../test/fixtures.js';
import { TemplateFormPage } from './TemplateFormPage.js';

vi.mock('../../../lib/http/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/http/client.js')>()),
  call: vi.fn(),
}));

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const stored = { id_: 'r1', rev_: 3, point: 'inlet', sampleDate: '2026-11-19', cod: 231.4, analyst: '王芳' };
const change = (over: Record<string, unknown>) => ({
  id: 'c1', refId: 'r1', rev: 2, entity: 'main', rowId: null, kind: 'set', field: 'cod', label: 'COD', oldValue: 240, newValue: 231.4,
  userId: 'u2', userName: '李娜', modifyTime: '2026-11-20T02:30:00.000Z', ...over,
});

function serve(extra: Parameters<typeof serveCalls>[0] = [], history: unknown[] = []) {
  serveCalls([
    [formDataApi.getBpmDataTemplateInfo, () => ({ state: true, message: '', value: templateInfo({ detail: true, edit: true, del: true, add: true }) })],
    [formDataApi.getForm, ({ query }) => formReply(query!.action as 'get', query!.action === 'add' ? {} : stored)],
    [formDataApi.modifyRecordListJson, () => ({ rows: history, total: history.length, page: 1, pageSize: 50 })],
    [dataDictApi.getByTypeKeyForComBo, () => samplingPoints],
    ...extra,
  ]);
}

const renderAt = (path: string) => renderScreen(path, {
  '/templateForm/:templateKey/:action/:data?': <TemplateFormPage />,
  '/template/preview/:templateKey': <div>template list</div>,
});

beforeEach(() => {
  vi.mocked(call).mockReset();
});

describe('template record form', () => {
  it('get is read-only: values as text with dictionary labels, no inputs, edit and delete offered, no save', async () => {
    serve();
    renderAt('/templateForm/labResults/get/r1');
    expect(await screen.findByText('化验数据详情')).toBeTruthy();
    const form = document.querySelector('.form-renderer') as HTMLElement;
    await waitFor(() => expect(within(form).getByText('进水口')).toBeTruthy());
    expect(within(form).getByText('王芳')).toBeTruthy();
    expect(within(form).queryAllByRole('textbox')).toEqual([]);
    expect(within(form).queryAllByRole('spinbutton')).toEqual([]);
    expect(screen.getByRole('button', { name: '编辑' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '删除' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    expect(optionsOf(formDataApi.getForm)[0].query).toEqual({ action: 'get', dataKey: 'labResults', id: 'r1' });
  });

  it('the :data segment may be base64 JSON of the page parameters', async () => {
    serve();
    renderAt(`/templateForm/labResults/get/${btoa(JSON.stringify({ id: 'r1' }))}`);
    await screen.findByText('化验数据详情');
    await waitFor(() => expect(optionsOf(formDataApi.getForm)[0]?.query).toEqual({ action: 'get', dataKey: 'labResults', id: 'r1' }));
  });

  it('a save over a newer revision shows the server\'s message naming who changed it and offers to reload', async () => {
    const conflict = '表单数据已被李娜于2026-11-20T02:30:00.000Z修改，请重新加载数据。';
    serve([[formDataApi.boSave, () => { throw new CallError(conflict, 409, { state: false, message: conflict }); }]]);
    const u = user();
    renderAt('/templateForm/labResults/edit/r1');
    expect(await screen.findByText('编辑化验数据')).toBeTruthy();
    await u.click(await screen.findByRole('button', { name: '保存' }));

    expect(await screen.findByText(conflict)).toBeTruthy();
    const sent = optionsOf(formDataApi.boSave)[0];
    expect(sent.body).toMatchObject({ templateKey: 'labResults', formKey: 'labForm', lab_results: { id_: 'r1', rev_: 3, cod: 231.4 } });
    const reads = optionsOf(formDataApi.getForm).length;
    await u.click(screen.getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(optionsOf(formDataApi.getForm).length).toBe(reads + 1));
  });

  it('the get view shows the change history as a timeline, old → new per field with dictionary labels', async () => {
    serve([], [
      change({ id: 'c2', rev: 2, field: 'cod', label: 'COD', oldValue: 240, newValue: 231.4 }),
      change({ id: 'c3', rev: 2, field: 'point', label: '采样点', oldValue: 'outlet', newValue: 'inlet' }),
      change({ id: 'c1', rev: 1, field: 'cod', label: 'COD', oldValue: null, newValue: 240, userName: '王芳', modifyTime: '2026-11-19T08:00:00.000Z' }),
    ]);
    renderAt('/templateForm/labResults/get/r1');
    const history = (await screen.findByRole('heading', { name: '修改记录' })).closest('section') as HTMLElement;
    const saves = await within(history).findAllByRole('listitem').then((items) => items.filter((i) => i.classList.contains('history-save')));
    expect(saves).toHaveLength(2);
    expect(within(saves[0]).getByText('李娜')).toBeTruthy();
    expect(within(saves[0]).getByText('修改了记录')).toBeTruthy();
    const cod = within(saves[0]).getByText('COD').closest('li') as HTMLElement;
    expect(cod.querySelector('del')?.textContent).toBe('原值240.0 mg/L');
    expect(cod.querySelector('ins')?.textContent).toBe('新值231.4 mg/L');
    await waitFor(() => expect(within(saves[0]).getByText('采样点').closest('li')?.querySelector('del')?.textContent).toBe('原值总排口'));
    expect(within(saves[1]).getByText('王芳')).toBeTruthy();
    expect(within(saves[1]).getByText('创建了记录')).toBeTruthy();
    expect(optionsOf(formDataApi.modifyRecordListJson)[0].body).toMatchObject({ templateKey: 'labResults', querys: [{ property: 'refId', operation: 'EQ', value: 'r1' }] });
  });
});

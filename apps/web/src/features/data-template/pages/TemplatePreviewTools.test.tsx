import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { dataDictApi, formDataApi, type FormField, type QueryFilter } from '@wp/contract';
import i18n from '../../../i18n/index.js';
import { renderScreen } from '../../../test/render.js';
import { optionsOf, serveCalls } from '../../../test/serve-calls.js';
import { call, CallError } from '../../../lib/http/client.js';
import { setRuntimeConfig } from '../../../lib/runtime-config.js';
import { boJson, labFields, page, row, samplingPoints, templateInfo } from '../test/fixtures.js';
import { TemplatePreviewPage } from './TemplatePreviewPage.js';

vi.mock('../../../lib/http/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/http/client.js')>()),
  call: vi.fn(),
}));

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const fields = [...labFields,
  { key: 'overLimit', label: '是否超标', type: 'switch' }, { key: 'overItems', label: '超标项目', type: 'text' }] as FormField[];
const buttons = { detail: true, edit: true, del: true, add: true, export: true, import: true };
const info = templateInfo(buttons, {
  displayField: [
    { name: 'point', desc: '采样点', permission: true }, { name: 'sampleDate', desc: '采样日期', permission: true },
    { name: 'cod', desc: 'COD', permission: true }, { name: 'overItems', desc: '超标项目', permission: true },
  ],
  conditionField: [
    { name: 'analyst', desc: '化验员', qt: 'LK' }, { name: 'sampleDate', desc: '采样日期', qt: 'BETWEEN', ct: 'date' },
    { name: 'point', desc: '采样点', qt: 'EQ', ct: 'select' }, { name: 'overLimit', desc: '是否超标', qt: 'EQ', ct: 'switch' }, { name: 'cod', desc: 'COD', qt: 'GE' },
  ],
  filterField: [{ key: 'discharge', name: '总出水', condition: [{ property: 'point', operation: 'EQ', value: 'outlet' }] }],
  exportField: [{ name: 'sampleDate', desc: '采样日期' }, { name: 'cod', desc: 'COD(mg/L)' }],
  permission: { columns: { point: true, sampleDate: true, cod: true, overItems: true, analyst: false }, buttons },
  alarmField: { flag: 'overLimit', items: 'overItems' },
});
const rows = [
  row('r1', { point: 'inlet', sampleDate: '2026-11-19', cod: 231.4, overLimit: false }),
  row('r2', { point: 'outlet', sampleDate: '2026-11-19', cod: 54.2, overLimit: true, overItems: 'COD 54.2、BOD5 11.6' }),
];

function serve(extra: Parameters<typeof serveCalls>[0] = []) {
  serveCalls([
    [formDataApi.getBpmDataTemplateInfo, () => ({ state: true, message: '', value: info })],
    [formDataApi.getJson, () => ({ ...boJson, fields })],
    [formDataApi.dataList, () => ({ state: true, message: '', value: { ...page(rows), permission: info.permission } })],
    [dataDictApi.getByTypeKeyForComBo, () => samplingPoints],
    ...extra,
  ]);
}
const renderAt = () => renderScreen('/template/preview/labResults', {
  '/template/preview/:templateKey': <TemplatePreviewPage />,
  '/templateForm/:templateKey/:action/:data?': <div>record form</div>,
});
const card = async (title: string) => (await screen.findByRole('link', { name: title })).closest('.record-card') as HTMLElement;
const lastQuerys = () => (optionsOf(formDataApi.dataList).at(-1)!.body as QueryFilter).querys ?? [];

beforeEach(() => {
  vi.mocked(call).mockReset();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('zh-CN');
});

describe('data template list: filters, alarms, deletes, export', { timeout: 30_000 }, () => {
  it('filters by date and number ranges, a choice, a switch and the record scope, one control each, shown as removable chips', async () => {
    serve();
    const u = user();
    renderAt();
    await card('进水口');
    await u.click(screen.getByRole('button', { name: '筛选' }));
    const panel = await screen.findByRole('dialog', { name: '筛选' });
    await u.type(within(panel).getByLabelText('采样日期 开始'), '2026-11-01');
    await u.type(within(panel).getByLabelText('采样日期 结束'), '2026-11-30');
    await u.type(within(panel).getByLabelText('COD 开始'), '50');
    await u.click(within(within(panel).getByRole('radiogroup', { name: '采样点' })).getByRole('radio', { name: '总排口' }));
    await u.click(within(within(panel).getByRole('radiogroup', { name: '是否超标' })).getByRole('radio', { name: '是' }));
    await u.click(within(within(panel).getByRole('radiogroup', { name: '数据范围' })).getByRole('radio', { name: '总出水' }));
    // Each condition has its own "any" choice: no lone 全部 beside a filter's name.
    expect(within(panel).queryByRole('radio', { name: '全部' })).toBeNull();
    await u.click(within(panel).getByRole('button', { name: '确定' }));

    await waitFor(() => expect(lastQuerys().filter((q) => q.group === 'panel')).toEqual([
      { property: 'sampleDate', operation: 'GE', value: '2026-11-01', relation: 'AND', group: 'panel' },
      { property: 'sampleDate', operation: 'LE', value: '2026-11-30', relation: 'AND', group: 'panel' },
      { property: 'point', operation: 'EQ', value: 'outlet', relation: 'AND', group: 'panel' },
      { property: 'overLimit', operation: 'EQ', value: 1, relation: 'AND', group: 'panel' },
      { property: 'cod', operation: 'GE', value: 50, relation: 'AND', group: 'panel' },
    ]));
    expect(lastQuerys().filter((q) => q.group === 'filter')).toEqual([{ property: 'point', operation: 'EQ', value: 'outlet', relation: 'AND', group: 'filter' }]);
    expect(screen.getByRole('button', { name: '筛选（5）' })).toBeTruthy();
    await u.click(screen.getByRole('button', { name: '移除筛选条件：采样日期：2026-11-01 ~ 2026-11-30' }));
    await waitFor(() => expect(lastQuerys().some((q) => q.property === 'sampleDate')).toBe(false));
    await u.click(screen.getByRole('button', { name: '清除全部' }));
    await waitFor(() => expect(lastQuerys()).toEqual([]));
  });

  it('flags a record the server marked over the limit, naming the items and marking their columns', async () => {
    serve();
    renderAt();
    const over = await card('总排口');
    expect(within(over).getByRole('note').textContent).toBe('超标：COD 54.2、BOD5 11.6');
    expect(over.querySelector('[data-column="cod"]')?.classList.contains('is-alarm')).toBe(true);
    expect(over.querySelector('[data-column="sampleDate"]')?.classList.contains('is-alarm')).toBe(false);
    const fine = await card('进水口');
    expect(fine.classList.contains('is-alarm')).toBe(false);
    expect(within(fine).queryByRole('note')).toBeNull();
  });

  it('offers delete no more on a record the server refused to delete (a running process), and batch-deletes with the server\'s message', async () => {
    const refusal = 'ids: 数据r2关联的流程正在运行，不能删除';
    serve([[formDataApi.boDel, ({ query }) => {
      if (String(query!.ids) === 'r2') throw new CallError(refusal, 409, { state: false, message: refusal });
      return { state: true, message: '删除成功', value: null };
    }]]);
    const u = user();
    renderAt();
    await u.click(within(await card('总排口')).getByRole('button', { name: '删除 总排口' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(within(document.querySelectorAll('.record-card')[1] as HTMLElement).queryByRole('button', { name: '删除 总排口' })).toBeNull());
    expect(screen.getByText('关联的流程正在运行，暂不能删除')).toBeTruthy();

    await u.click(screen.getByRole('button', { name: '更多操作' }));
    await u.click(await screen.findByRole('button', { name: '批量删除' }));
    await u.click(screen.getByText('全选'));
    expect(screen.getByText('已选 2 条')).toBeTruthy();
    await u.click(within(document.querySelector('.template-batch-bar') as HTMLElement).getByRole('button', { name: '删除' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(optionsOf(formDataApi.boDel).at(-1)?.query).toEqual({ ids: 'r1,r2', templateKey: 'labResults' }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
  });

  it('exports the chosen fields of every filtered record (en-US)', async () => {
    await i18n.changeLanguage('en-US');
    serve();
    // The export is a POST download: it reaches the wire through the client's download helper, not `call`.
    setRuntimeConfig({ hosts: { form: '/form' } as never, rsaPublicKey: '', ssoMode: 'none', casLoginUrl: '', defaultTenant: 'platform', version: 't' });
    const exports: Array<{ url: URL; method: string; body: QueryFilter }> = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      exports.push({ url: new URL(url, 'http://app'), method: String(init.method), body: JSON.parse(String(init.body)) as QueryFilter });
      return new Response('xlsx', { status: 200 });
    });
    const createObjectURL = vi.fn(() => 'blob:x');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const u = user();
    renderAt();
    await card('进水口');
    await u.type(screen.getByRole('searchbox'), 'Li{Enter}');
    await u.click(screen.getByRole('button', { name: 'more actions' }));
    await u.click(await screen.findByRole('button', { name: 'export' }));
    const sheet = await screen.findByRole('dialog', { name: 'export' });
    expect(within(sheet).getByRole('radio', { name: 'all filtered records (2)' }).getAttribute('aria-checked')).toBe('true');
    await u.click(within(sheet).getByText('COD(mg/L)'));
    await u.click(within(sheet).getByRole('button', { name: 'export 2' }));
    await waitFor(() => expect(exports).toHaveLength(1));
    const sent = exports[0];
    expect(`${sent.method} ${sent.url.pathname}`).toBe(`POST /form${formDataApi.exportData.path}`);
    expect(Object.fromEntries(sent.url.searchParams)).toEqual({ formKey: 'labResults', getType: 'all', expField: btoa('sampleDate') });
    expect(sent.body.querys).toEqual([{ property: 'analyst', operation: 'LK', value: 'Li', relation: 'OR', group: 'search' }]);
    expect(await within(sheet).findByText(/^Saved 化验数据-\d{4}-\d{2}-\d{2}\.xlsx/)).toBeTruthy();
    expect(createObjectURL).toHaveBeenCalled();
  });
});

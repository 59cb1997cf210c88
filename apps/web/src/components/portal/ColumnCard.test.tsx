import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { columnApi, formDataApi, type Column, type Endpoint } from '@wp/contract';
import { useQueryClient } from '@tanstack/react-query';
import { renderScreen } from '../../test/render.js';
import { portalKeys } from '../../domains/portal/keys.js';
import { call, CallError } from '../../lib/http/client.js';
import { useSession } from '../../lib/session/store.js';
import { ColumnCard } from './ColumnCard.js';
import { encodeBase64Utf8 } from './base64.js';

vi.mock('../../lib/http/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/http/client.js')>()),
  call: vi.fn(),
}));
const callMock = vi.mocked(call);

// ECharts cannot draw in jsdom: the lazy chart module is replaced by a stand-in that shows the option it got.
const chartModule = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./echarts-canvas.js', () => {
  chartModule.loads += 1;
  return {
    default: ({ option, height }: { option: Record<string, unknown>; height: number }) => (
      <div data-testid="echart" data-height={height}>{JSON.stringify(option)}</div>
    ),
  };
});

const base: Column = {
  id: 'c1', alias: 'col', name: '栏目', catalog: null, colType: 0, chartType: null, dataMode: 0, dataFrom: null, dataParam: null,
  requestType: null, needPage: 0, pageSize: 10, colHeight: null, colUrl: null, templateHtml: '', html: '', isPublic: 1, memo: null, displayRights: true,
};

function serve(column: Partial<Column>, data?: (opts: { query?: unknown; body?: unknown }) => unknown) {
  callMock.mockImplementation((async (e: Endpoint, opts: { query?: unknown; body?: unknown }) => {
    if (e === columnApi.getByAlias) return { ...base, ...column };
    if (e === columnApi.getColumnData && data) return data(opts);
    throw new Error(`unexpected call ${e.path}`);
  }) as never);
}

const dataCalls = () => callMock.mock.calls.filter(([e]) => e === columnApi.getColumnData);
const show = (preview = false) => renderScreen('/home', { '/home': <ColumnCard alias="col" preview={preview} />, '/work/myMatters/0': <div>to-do list</div> });

beforeEach(() => {
  callMock.mockReset();
  useSession.setState({ user: { token: 't', account: 'wangfang', userId: 'u-1', username: '王芳', loginTime: Date.now(), expiration: 3600 } });
});

describe('ColumnCard', () => {
  it('is hidden until loaded and without display rights; preview shows it anyway', async () => {
    serve({ displayRights: false, name: '受限栏目', html: '' });
    const { container } = show();
    await waitFor(() => expect(callMock).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(container.querySelector('.portal-column')).toBeNull();
    show(true);
    expect(await screen.findByRole('heading', { name: '受限栏目' })).toBeTruthy();
  });

  it('sanitises static HTML: scripts and handlers are removed, text and links stay', async () => {
    serve({ name: '欢迎', html: '<h3>清源再生水厂</h3><script>window.hacked = 1</script><img src="x" onerror="window.hacked=2"><a href="javascript:alert(1)">坏链接</a>' });
    const { container } = show();
    expect(await screen.findByText('清源再生水厂')).toBeTruthy();
    const html = container.querySelector('.column-html')!.innerHTML;
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('javascript:');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('dataMode 4 shows its template content (base64, UTF-8)', async () => {
    serve({ dataMode: 4, templateHtml: encodeBase64Utf8('<p>出水氨氮 0.8 mg/L</p>') });
    show();
    expect(await screen.findByText('出水氨氮 0.8 mg/L')).toBeTruthy();
  });

  it('URL data by POST: asks the column proxy for the page, fills the row template with escaped values, pages on', async () => {
    const u = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    serve({
      dataMode: 3, requestType: 'POST', needPage: 1, pageSize: 2, colUrl: '/work/myMatters/0',
      dataFrom: '/bpm-runtime/runtime/task/v1/getTodoList', dataParam: '{"params":{"owner":"{account}","id":"{userId}"}}',
      templateHtml: encodeBase64Utf8('<div class="col-row"><span>{{subject}}</span></div>'),
    }, (opts) => {
      const page = (opts.body as { pageBean: { page: number } }).pageBean.page;
      return { state: true, message: '', value: { rows: page === 1 ? [{ subject: '请假<b>一天</b>' }, { subject: '报修' }] : [{ subject: '第二页' }], total: 3, page, pageSize: 2 } };
    });
    show();
    expect(await screen.findByText('请假<b>一天</b>')).toBeTruthy();
    expect(dataCalls()[0][1]).toMatchObject({ query: { alias: 'col' }, body: { pageBean: { page: 1, pageSize: 2 } }, silent: true });
    expect(screen.getByText('1 / 2')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByText('第二页')).toBeTruthy();
    await u.click(screen.getByRole('link', { name: /更多/ }));
    expect(await screen.findByText('to-do list')).toBeTruthy();
  });

  it('URL data by GET without paging sends no page', async () => {
    serve({ dataMode: 3, requestType: 'GET', dataFrom: '/portal/x', dataParam: 'who={account}' }, () => ({ state: true, message: '', value: [{ title: '通知一' }] }));
    show();
    expect(await screen.findByText('通知一')).toBeTruthy();
    expect(dataCalls()[0][1]).toMatchObject({ query: { alias: 'col' }, body: {} });
  });

  it("a POST template that is not JSON shows 'POST parameters are not valid JSON' in red and asks nothing", async () => {
    serve({ dataMode: 3, requestType: 'POST', dataFrom: '/x', dataParam: '{page: 1' }, () => ({}));
    show();
    const text = await screen.findByText('POST参数不是合法的JSON');
    expect(text.className).toBe('column-error');
    expect(dataCalls()).toHaveLength(0);
  });

  it('a URL placeholder the user context lacks is named in the user\'s words, not as the error\'s English', async () => {
    serve({ dataMode: 3, requestType: 'GET', dataFrom: '/x?dept={nosuch}' }, () => ({}));
    show();
    const text = await screen.findByText('栏目数据地址中的参数 nosuch 未定义');
    expect(text.className).toBe('column-error');
    expect(screen.queryByText(/is not defined/)).toBeNull();
    expect(dataCalls()).toHaveLength(0);
  });

  it('a data failure shows the error text in red as the content', async () => {
    serve({ dataMode: 3, requestType: 'GET', dataFrom: '/x' }, () => { throw new CallError('栏目数据获取失败（502）：unreachable', 502); });
    show();
    const text = await screen.findByText('栏目数据获取失败（502）：unreachable');
    expect(text.className).toBe('column-error');
  });

  it('a chart (colType 1, chartType 2) loads ECharts lazily and draws the option at 360 px by default', async () => {
    expect(chartModule.loads).toBe(0);
    serve({ colType: 1, chartType: 2, dataMode: 3, requestType: 'GET', dataFrom: '/bpm-runtime/runtime/report/v1/getEchartsData?reportId=instanceByDef' },
      () => ({ state: true, message: '', value: { state: true, message: '', value: [{ series: [{ type: 'bar', data: [1, 2] }] }] } }));
    show();
    const chart = await screen.findByTestId('echart');
    expect(chartModule.loads).toBe(1);
    expect(chart.dataset.height).toBe('360');
    expect(JSON.parse(chart.textContent!)).toEqual({ series: [{ type: 'bar', data: [1, 2] }] });
  });

  it('a report (colType 1, other chartType) is a table of categories against series', async () => {
    serve({ colType: 1, chartType: 1, dataMode: 3, requestType: 'GET', dataFrom: '/r' },
      () => ({ state: true, message: '', value: { xAxis: { data: ['请假'] }, series: [{ name: '运行中', data: [4] }] } }));
    show();
    expect(await screen.findByRole('columnheader', { name: '运行中' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '请假' })).toBeTruthy();
  });

  it('a custom-dialog column (dataMode 1) lists the rows of the dialog dataFrom names, searched by dataParam, ten a page', async () => {
    const u = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const dialog = formDataApi.dialog;
    const people = Array.from({ length: 12 }, (_, i) => ({ name: `员工${i + 1}`, org: '生产运行部', account: `a${i + 1}` }));
    callMock.mockImplementation((async (e: Endpoint, opts: { query?: Record<string, string>; body?: { pageBean: { page: number; pageSize: number }; mapParam: object } }) => {
      if (e === columnApi.getByAlias) return { ...base, name: '本部门人员', dataMode: 1, dataFrom: 'staff', dataParam: '{"ACCOUNT_NOT":"{account}"}' };
      if (e === dialog.getByAlias) return { alias: 'staff', style: 0, displayfield: [{ field: 'NAME', comment: '姓名' }, { field: 'ORG', comment: '部门' }], resultfield: [] };
      if (e === dialog.getListData) {
        const { page, pageSize } = opts.body!.pageBean;
        return { rows: people.slice((page - 1) * pageSize, page * pageSize), total: people.length, page, pageSize };
      }
      throw new Error(`unexpected call ${e.path}`);
    }) as never);
    show();
    expect(await screen.findByText('员工1')).toBeTruthy();
    expect(screen.getAllByText('生产运行部')).toHaveLength(10);
    const listCall = callMock.mock.calls.find(([e]) => e === dialog.getListData)!;
    expect(listCall[1]).toMatchObject({ query: { alias: 'staff' }, body: { pageBean: { page: 1, pageSize: 10 }, mapParam: { ACCOUNT_NOT: 'wangfang' } }, silent: true });
    await u.click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByText('员工12')).toBeTruthy();
    expect(screen.getByText('2 / 2')).toBeTruthy();
  });

  it('a custom-dialog column reloads with the other columns\' data (the home page\'s pull to refresh), and asks for no definition with a row template', async () => {
    const u = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const dialog = formDataApi.dialog;
    let served = 0;
    callMock.mockImplementation((async (e: Endpoint) => {
      if (e === columnApi.getByAlias) return { ...base, dataMode: 1, dataFrom: 'staff', templateHtml: encodeBase64Utf8('<p>{{name}}</p>') };
      if (e === dialog.getListData) return { rows: [{ name: served++ ? '谢梅' : '王芳' }], total: 1, page: 1, pageSize: 10 };
      throw new Error(`unexpected call ${e.path}`);
    }) as never);
    function Refresh() {
      const client = useQueryClient();
      return <button type="button" onClick={() => void client.invalidateQueries({ queryKey: portalKeys.allColumnData() })}>refresh</button>;
    }
    renderScreen('/home', { '/home': <><ColumnCard alias="col" /><Refresh /></> });
    expect(await screen.findByText('王芳')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'refresh' }));
    expect(await screen.findByText('谢梅')).toBeTruthy();
    expect(callMock.mock.calls.some(([e]) => e === dialog.getByAlias)).toBe(false);
  });

  it('a custom-dialog column without a dialog, or with parameters that are not JSON, says so in red', async () => {
    serve({ dataMode: 1, dataFrom: '' });
    show();
    expect(await screen.findByText('栏目未配置对话框')).toBeTruthy();
    serve({ dataMode: 1, dataFrom: 'staff', dataParam: '{oops' });
    show();
    expect(await screen.findByText('POST参数不是合法的JSON')).toBeTruthy();
  });

  it('only the lazy chart module imports ECharts', () => {
    const dir = path.dirname(new URL(import.meta.url).pathname);
    const importers = fs.readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))
      .filter((f) => /from ['"]echarts/.test(fs.readFileSync(path.join(dir, f), 'utf8')));
    expect(importers).toEqual(['echarts-canvas.tsx']);
  });
});

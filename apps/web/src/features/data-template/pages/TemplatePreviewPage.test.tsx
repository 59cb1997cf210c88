import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { dataDictApi, formDataApi, type QueryFilter } from '@wp/contract';
import { renderScreen } from '../../../test/render.js';
import { optionsOf, serveCalls } from '../../../test/serve-calls.js';
import { call } from '../../../lib/http/client.js';
import { boJson, page, row, samplingPoints, templateInfo } from '../test/fixtures.js';
import { TemplatePreviewPage } from './TemplatePreviewPage.js';

vi.mock('../../../lib/http/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/http/client.js')>()),
  call: vi.fn(),
}));

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const rows = [row('r1', { point: 'inlet', sampleDate: '2026-11-19', cod: 231.44, analyst: '王芳' }), row('r2', { point: 'outlet', sampleDate: '2026-11-19', cod: 18.2, analyst: '王芳', inProcess_: true })];

function serve(buttons: Record<string, boolean>) {
  serveCalls([
    [formDataApi.getBpmDataTemplateInfo, () => ({ state: true, message: '', value: templateInfo(buttons) })],
    [formDataApi.getJson, () => boJson],
    [formDataApi.dataList, ({ body }) => ({ state: true, message: '', value: { ...page((body as QueryFilter).querys ? [rows[1]] : rows), permission: templateInfo(buttons).permission } })],
    [dataDictApi.getByTypeKeyForComBo, () => samplingPoints],
  ]);
}

const renderAt = () => renderScreen('/template/preview/labResults', {
  '/template/preview/:templateKey': <TemplatePreviewPage />,
  '/templateForm/:templateKey/:action/:data?': <div>record form</div>,
});

const card = (title: string) => screen.getByRole('link', { name: title }).closest('.record-card') as HTMLElement;

beforeEach(() => {
  vi.mocked(call).mockReset();
});

describe('data template list', () => {
  it('shows the template title and its permitted columns with dictionary labels; only the permitted actions', async () => {
    serve({ detail: true, edit: false, del: false, add: false });
    renderAt();
    expect(await screen.findByText('化验数据')).toBeTruthy();
    const first = card(await screen.findByRole('link', { name: '进水口' }).then((el) => el.textContent!));
    expect(within(first).getByText('采样日期')).toBeTruthy();
    expect(within(first).getByText('2026-11-19')).toBeTruthy();
    expect(within(first).getByText('231.4 mg/L')).toBeTruthy();
    // A column the caller may not see is not shown.
    expect(within(first).queryByText('化验员')).toBeNull();
    expect(within(first).queryByText('王芳')).toBeNull();
    expect(within(first).getByRole('button', { name: '查看 进水口' })).toBeTruthy();
    expect(within(first).queryByRole('button', { name: /编辑/ })).toBeNull();
    expect(within(first).queryByRole('button', { name: /删除/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '新增化验数据' })).toBeNull();
    expect(screen.queryByRole('button', { name: '更多操作' })).toBeNull();
    expect(screen.getByText('共 2 条')).toBeTruthy();
  });

  it('offers edit, delete, add and batch delete when permitted; search runs over the search fields', async () => {
    serve({ detail: true, edit: true, del: true, add: true });
    const u = user();
    renderAt();
    const first = card(await screen.findByRole('link', { name: '进水口' }).then((el) => el.textContent!));
    expect(within(first).getByRole('button', { name: '编辑 进水口' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: '删除 进水口' })).toBeTruthy();
    // A record a running process refers to offers no delete, and says why.
    const held = card(await screen.findByRole('link', { name: '总排口' }).then((el) => el.textContent!));
    expect(within(held).queryByRole('button', { name: /删除/ })).toBeNull();
    expect(within(held).getByText('关联的流程正在运行，暂不能删除')).toBeTruthy();
    expect(screen.getByRole('button', { name: '新增化验数据' })).toBeTruthy();
    await u.click(screen.getByRole('button', { name: '更多操作' }));
    expect(await screen.findByRole('button', { name: '批量删除' })).toBeTruthy();
    await u.click(screen.getByRole('button', { name: '取消' }));

    await u.type(screen.getByRole('searchbox'), '王');
    await waitFor(() => expect(screen.queryByRole('link', { name: '进水口' })).toBeNull());
    const searched = optionsOf(formDataApi.dataList).map((o) => o.body as QueryFilter).find((b) => b.querys);
    expect(searched?.querys).toEqual([
      { property: 'analyst', operation: 'LK', value: '王', relation: 'OR', group: 'search' },
    ]);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { formDataApi } from '@wp/contract';
import i18n from '../../../i18n/index.js';
import { optionsOf, serveCalls } from '../../../test/serve-calls.js';
import { call, CallError } from '../../../lib/http/client.js';
import type { ImportReport } from '../api/importData.js';
import { ImportReportView } from './ImportReport.js';
import { ImportSheet } from './ImportSheet.js';

vi.mock('../../../lib/http/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/http/client.js')>()),
  call: vi.fn(),
}));

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const report = (over: Partial<ImportReport>): ImportReport => ({
  id: 'imp1', templateKey: 'lab_results', fileName: '化验数据.xlsx', status: 'checked', total: 3, ok: 3, failed: 0, errors: [],
  userId: 'u1', userName: '谢梅', createTime: '2026-11-20T02:00:00.000Z', commitTime: null, ...over,
});
const failed = report({
  status: 'failed', ok: 1, failed: 2,
  errors: [
    { row: 3, field: 'cod', label: 'COD', message: 'COD不能大于2000' },
    { row: 4, field: 'sampleDate', label: '采样日期', message: '采样日期不能为空' },
  ],
});
const renderSheet = () => render(
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <ImportSheet open onClose={() => undefined} templateKey="lab_results" />
  </QueryClientProvider>,
);
const xlsx = (name = '化验数据.xlsx') => new File(['PK'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

beforeEach(() => {
  vi.mocked(call).mockReset();
});
afterEach(async () => {
  await i18n.changeLanguage('zh-CN');
});

describe('the import report', () => {
  it('counts the rows, lists each broken cell, offers the error report and no commit while rows fail', async () => {
    const onDownload = vi.fn();
    const onCommit = vi.fn();
    const u = user();
    render(<ImportReportView report={failed} onDownload={onDownload} onCommit={onCommit} />);
    expect(screen.getByRole('status').textContent).toBe('校验未通过，请修改后重新导入');
    const counts = Object.fromEntries([...document.querySelectorAll('.import-counts div')].map((d) => [d.querySelector('dt')!.textContent, d.querySelector('dd')!.textContent]));
    expect(counts).toEqual({ 总行数: '3', 通过: '1', 失败: '2' });
    const cells = within(screen.getByRole('table')).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(cells).toEqual([['3', 'COD', 'COD不能大于2000'], ['4', '采样日期', '采样日期不能为空']]);
    expect(screen.queryByRole('button', { name: /确认导入/ })).toBeNull();
    await u.click(screen.getByRole('button', { name: '下载错误报告' }));
    expect(onDownload).toHaveBeenCalled();
  });

  it('offers to commit a checked import (en-US)', async () => {
    await i18n.changeLanguage('en-US');
    const onCommit = vi.fn();
    const u = user();
    render(<ImportReportView report={report({})} onDownload={() => undefined} onCommit={onCommit} />);
    expect(screen.getByRole('status').textContent).toBe('Checked; ready to import');
    expect(screen.queryByRole('button', { name: 'download the error report' })).toBeNull();
    await u.click(screen.getByRole('button', { name: 'import 3 records' }));
    expect(onCommit).toHaveBeenCalled();
  });
});

describe('the import sheet', { timeout: 20_000 }, () => {
  it('checks the chosen sheet, shows its report, and commits it with the server\'s message', async () => {
    serveCalls([
      [formDataApi.importData, () => ({ state: true, message: '校验通过，可以导入', value: report({}) })],
      [formDataApi.importCommit, () => ({ state: true, message: '导入成功，共3条', value: { id: 'imp1', inserted: 3 } })],
    ]);
    const u = user();
    renderSheet();
    await u.upload(document.getElementById('import-file') as HTMLInputElement, xlsx());
    expect(await screen.findByText('校验通过，可以导入')).toBeTruthy();
    const sent = optionsOf(formDataApi.importData)[0];
    expect(sent.query).toEqual({ templateKey: 'lab_results' });
    expect(((sent as { body?: unknown }).body as FormData).get('file')).toBeInstanceOf(File);
    await u.click(screen.getByRole('button', { name: '确认导入 3 条' }));
    expect(await screen.findByText('导入成功，共3条')).toBeTruthy();
    expect(optionsOf(formDataApi.importCommit)[0].query).toEqual({ id: 'imp1' });
    await waitFor(() => expect(document.querySelector('.import-report .import-status')?.textContent).toBe('已导入'));
  });

  it('shows the report of a sheet whose rows fail (the server answers state:false with it), and refuses other files before sending', async () => {
    serveCalls([[formDataApi.importData, () => { throw new CallError('导入失败，详情请查看导入日志', 200, { state: false, message: '导入失败，详情请查看导入日志', value: failed }); }]]);
    const u = user();
    renderSheet();
    await u.upload(document.getElementById('import-file') as HTMLInputElement, xlsx());
    expect(await screen.findByText('COD不能大于2000')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /确认导入/ })).toBeNull();
    await u.click(screen.getByRole('button', { name: '重新选择文件' }));
    const input = document.getElementById('import-file') as HTMLInputElement;
    input.removeAttribute('accept');
    await u.upload(input, xlsx('readings.csv'));
    expect(await screen.findByText('请选择 xlsx 格式的 Excel 文件')).toBeTruthy();
    expect(optionsOf(formDataApi.importData)).toHaveLength(1);
  });
});

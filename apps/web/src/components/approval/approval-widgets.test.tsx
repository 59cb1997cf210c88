import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import '../../i18n/index.js';
import { OpinionList, attachmentsOf, candidateNames, type OpinionRecordView } from './OpinionList.js';
import { ActionBar } from './ActionBar.js';

const base = { createTime: '2026-11-20T08:00:00Z', taskName: '部门负责人审批' };
const records: OpinionRecordView[] = [
  { id: 'o1', ...base, taskName: '提交申请', auditorName: '陈静', status: 'start', statusVal: '提交', completeTime: '2026-11-20T08:00:30Z', opinion: '请审批' },
  { id: 'o2', ...base, auditorName: '王芳', status: 'reject', statusVal: '驳回', completeTime: '2026-11-21T10:30:00Z', opinion: '金额有误',
    files: JSON.stringify([{ id: 'f1', name: '报价单.pdf' }]) },
  { id: 'o3', ...base, taskName: '厂长审批', qualfiedNames: '张伟,刘洋', status: 'awaiting_check', isRead: 0 },
];

describe('approval opinion list', () => {
  it('shows who, task, status words, read state of pending items, time taken, opinion and files', () => {
    const open = vi.fn();
    render(<OpinionList records={records} onOpenFile={open} now={() => '2026-11-22T08:00:00Z'} />);
    const items = screen.getAllByRole('listitem').filter((li) => li.classList.contains('opinion'));
    expect(items).toHaveLength(3);
    expect(within(items[0]).getByText('陈静')).toBeTruthy();
    expect(within(items[0]).getByText('用时不到1分钟')).toBeTruthy();
    expect(within(items[1]).getByText('驳回').closest('[data-rejected]')).toBeTruthy();
    expect(within(items[1]).getByText('用时1天2小时')).toBeTruthy();
    // Pending: candidate names joined by '/', 'pending approval', and its read state.
    expect(within(items[2]).getByText('张伟/刘洋')).toBeTruthy();
    expect(within(items[2]).getByText('待审批')).toBeTruthy();
    expect(within(items[2]).getByText('未读')).toBeTruthy();
    expect(within(items[2]).getByText('已等待2天')).toBeTruthy();
    expect(within(items[0]).queryByText('未读')).toBeNull();
    fireEvent.click(screen.getByText('报价单.pdf'));
    expect(open).toHaveBeenCalledWith('f1', '报价单.pdf');
  });

  it("is hidden when its permission is 'n'", () => {
    const { container } = render(<OpinionList records={records} permission="n" />);
    expect(container.innerHTML).toBe('');
  });

  it('joins candidates and survives bad attachment JSON', () => {
    expect(candidateNames(['张伟', ' 刘洋 '])).toBe('张伟/刘洋');
    expect(candidateNames('张伟、刘洋/李强')).toBe('张伟/刘洋/李强');
    expect(attachmentsOf({ files: '{oops', zfiles: JSON.stringify([{ fileId: 'f2', fileName: 'a.png' }]) })).toEqual([{ id: 'f2', name: 'a.png' }]);
  });
});

describe('action bar', () => {
  const buttons = [{ alias: 'agree', name: '同意' }, { alias: 'reject', name: '驳回' }, { alias: 'delegate', name: '转办' }, { alias: 'instanceTrans', name: '传阅' }];

  it("shows the first buttons, always appends 'more', and opens the rest in an action sheet", async () => {
    const onAction = vi.fn();
    render(<ActionBar buttons={buttons} inline={2} onAction={onAction} />);
    const bar = screen.getByRole('toolbar');
    expect(within(bar).getAllByRole('button').map((b) => b.textContent)).toEqual(['更多', '同意', '驳回']);
    fireEvent.click(within(bar).getByText('同意'));
    expect(onAction).toHaveBeenLastCalledWith('agree');
    fireEvent.click(within(bar).getByText('更多'));
    fireEvent.click(await screen.findByText('传阅'));
    expect(onAction).toHaveBeenLastCalledWith('instanceTrans');
  });

  it("keeps 'more' even when every button fits", () => {
    render(<ActionBar buttons={buttons.slice(0, 1)} inline={2} onAction={() => undefined} />);
    expect(within(screen.getByRole('toolbar')).getAllByRole('button').map((b) => b.textContent)).toEqual(['更多', '同意']);
  });
});

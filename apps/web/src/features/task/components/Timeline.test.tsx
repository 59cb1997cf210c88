import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { PredictedPath } from '@wp/contract';
import '../../../i18n/index.js';
import { Timeline } from './Timeline.js';

const path = (over: Partial<PredictedPath>): PredictedPath => ({
  procInstId: 'inst-1', status: 'end', outcome: 'approved', outcomeName: '已通过', current: [], coming: [],
  done: [{ nodeId: 'deptHead', name: '部门负责人审批', userIds: ['u-wangfang'], userNames: ['王芳'], time: '2026-11-21T02:00:00.000Z', dueTime: null, result: 'oppose' }],
  ...over,
});

describe('the timeline', () => {
  it('ends with how the request came out', () => {
    render(<Timeline path={path({ outcome: 'refused', outcomeName: '未通过' })} records={[]} />);
    const end = screen.getByText('流程已结束').closest('li') as HTMLElement;
    expect(end.querySelector('[data-outcome]')?.textContent).toBe('未通过');
    expect(end.querySelector('[data-outcome]')?.getAttribute('data-outcome')).toBe('refused');
  });

  it('marks a request ended by hand as terminated, and one its starter withdrew as withdrawn', () => {
    const { unmount } = render(<Timeline path={path({ status: 'manualend', outcome: 'terminated', outcomeName: '已终止' })} records={[]} />);
    expect(screen.getByText('流程已终止').closest('li')?.querySelector('[data-outcome="terminated"]')?.textContent).toBe('已终止');
    unmount();
    render(<Timeline path={path({ status: 'manualend', outcome: 'withdrawn', outcomeName: '已撤回' })} records={[]} />);
    expect(screen.getByText('流程已撤回').closest('li')?.querySelector('[data-outcome="withdrawn"]')?.textContent).toBe('已撤回');
  });
});

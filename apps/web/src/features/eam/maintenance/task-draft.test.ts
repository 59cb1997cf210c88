import { describe, expect, it } from 'vitest';
import { project, task } from './test/fixtures.js';
import { EMPTY_DRAFT, pendingProjects, progressOf } from './task-draft.js';

const acting = task({ status: 'acting', projects: [project('j1', '检查润滑油位'), project('j2', '清洗进风滤网')] });

describe('unsaved work on a task', () => {
  it('sends the projects touched with their note and photos; untouched ones stay pending', () => {
    const p = progressOf(acting, { projects: { j1: { status: 'executed', content: ' 油位正常 ', pictureIds: ['f1'] } }, parts: null });
    expect(p).toMatchObject({ dirty: true, problems: [], parts: undefined });
    expect(p.projects).toEqual([{ id: 'j1', status: 'executed', content: '油位正常', pictureIds: ['f1'] }]);
    expect(pendingProjects(acting, { projects: { j1: { status: 'executed' } }, parts: null }).map((x) => x.id)).toEqual(['j2']);
    expect(progressOf(acting, EMPTY_DRAFT).dirty).toBe(false);
  });

  it('wants a status for a touched project and a reason for one not needed', () => {
    const p = progressOf(acting, { projects: { j1: { content: '拍了照片' }, j2: { status: 'none', content: '  ' } }, parts: null });
    expect(p.problems).toEqual([{ kind: 'noStatus', name: '检查润滑油位' }, { kind: 'noReason', name: '清洗进风滤网' }]);
    expect(p.projects).toEqual([]);
  });

  it('checks each part row, drops blank ones, and sends the whole list', () => {
    const rows = [
      { key: 'a', name: '润滑脂', qty: '0.5', unit: 'kg' },
      { key: 'b', name: '', qty: '', unit: '' },
      { key: 'c', name: '滤网', qty: '0', unit: '片' },
    ];
    const p = progressOf(acting, { projects: { j1: { status: 'executed' } }, parts: rows });
    expect(p.problems).toEqual([{ kind: 'part', row: 3 }]);
    const fixed = progressOf(acting, { projects: { j1: { status: 'executed' } }, parts: rows.slice(0, 2) });
    expect(fixed.problems).toEqual([]);
    expect(fixed.parts).toEqual([{ name: '润滑脂', qty: 0.5, unit: 'kg' }]);
    // [] clears the saved list.
    expect(progressOf(acting, { projects: { j1: { status: 'executed' } }, parts: [] }).parts).toEqual([]);
  });

  it('carries a parts change with a recorded project, as the asset system wants at least one', () => {
    const recorded = task({ status: 'acting', projects: [project('j1', '检查润滑油位', { status: 'executed', result: '正常', pictureIds: ['f1'] }), project('j2', '清洗进风滤网')] });
    const p = progressOf(recorded, { projects: {}, parts: [{ key: 'a', name: '润滑脂', qty: '1', unit: 'kg' }] });
    expect(p.projects).toEqual([{ id: 'j1', status: 'executed', content: '正常', pictureIds: ['f1'] }]);
    expect(progressOf(acting, { projects: {}, parts: [{ key: 'a', name: '润滑脂', qty: '1', unit: 'kg' }] }).problems).toEqual([{ kind: 'partsAlone' }]);
  });
});

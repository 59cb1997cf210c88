import { describe, expect, it } from 'vitest';
import { appAction } from './app-modes.js';

const app = (mode: number, content: string) => ({ mode, content, name: '应用' });

describe('appAction: the six modes', () => {
  it('1 pushes the content path; 2 navigates the browser to the content URL', () => {
    expect(appAction(app(1, '/work/myMatters/0'))).toEqual({ kind: 'push', to: '/work/myMatters/0' });
    expect(appAction(app(1, 'work/myRequest'))).toEqual({ kind: 'push', to: '/work/myRequest' });
    expect(appAction(app(2, 'https://www.mee.gov.cn/'))).toEqual({ kind: 'navigate', url: 'https://www.mee.gov.cn/' });
  });

  it('3 opens the template preview of the alias; 9 the data visualisation of the alias', () => {
    expect(appAction(app(3, '{"alias":"equipmentLedger"}'))).toEqual({ kind: 'push', to: '/template/preview/equipmentLedger' });
    expect(appAction(app(9, '{"alias":"plantDaily"}'))).toEqual({ kind: 'push', to: '/datavShow/plantDaily' });
  });

  it('4 opens a chart dialog of the id and name; 5 starts the definition on behalf, leader 0', () => {
    expect(appAction(app(4, '{"id":"instanceByDef","name":"流程统计"}'))).toEqual({ kind: 'chart', id: 'instanceByDef', name: '流程统计' });
    expect(appAction(app(4, '{"id":"taskTrend"}'))).toEqual({ kind: 'chart', id: 'taskTrend', name: '应用' });
    expect(appAction(app(5, '{"id":"def-17","key":"repair"}'))).toEqual({ kind: 'push', to: '/work/agentStart/def-17/0' });
  });

  it('anything unusable is invalid', () => {
    expect(appAction(app(3, 'not json'))).toEqual({ kind: 'invalid' });
    expect(appAction(app(5, '{"key":"repair"}'))).toEqual({ kind: 'invalid' });
    expect(appAction(app(1, ''))).toEqual({ kind: 'invalid' });
    expect(appAction(app(7, '/x'))).toEqual({ kind: 'invalid' });
  });
});

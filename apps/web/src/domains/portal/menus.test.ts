import { beforeEach, describe, expect, it, vi } from 'vitest';
import { menuApi, type Endpoint, type MenuNode } from '@wp/contract';
import { call } from '../../lib/http/client.js';
import { activeMenu, hasMethod, loadMethodAuth } from './menus.js';

vi.mock('../../lib/http/client.js', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../lib/http/client.js')>()), call: vi.fn() }));
const callMock = vi.mocked(call);

const node = (alias: string, children: MenuNode[] = []): MenuNode => ({ id: alias, alias, code: alias, name: alias, path: `/${alias}`, icon: null, children });

beforeEach(() => {
  callMock.mockReset();
});

describe('menus', () => {
  it('marks the menu whose alias is the first path segment, searching children', () => {
    const menus = [node('work'), node('eam', [node('datavShow')])];
    expect(activeMenu('/work/myMatters/0', menus)?.alias).toBe('work');
    expect(activeMenu('/datavShow/plantDaily', menus)?.alias).toBe('datavShow');
    expect(activeMenu('/', menus)).toBeUndefined();
  });

  it('keeps allMethod and the user\'s methods (methodAuth) in session storage', async () => {
    callMock.mockImplementation((async (e: Endpoint) => {
      if (e === menuApi.getCurrentUserMethodAuth) return { allMethod: ['news:publish', 'flow:urge'], curUserMethod: ['flow:urge'] };
      throw new Error(`unexpected ${e.path}`);
    }) as never);
    expect(hasMethod('flow:urge')).toBe(false);
    await loadMethodAuth();
    expect(JSON.parse(sessionStorage.getItem('allMethod')!)).toEqual(['news:publish', 'flow:urge']);
    expect(JSON.parse(sessionStorage.getItem('methodAuth')!)).toEqual(['flow:urge']);
    expect(hasMethod('flow:urge')).toBe(true);
    expect(hasMethod('news:publish')).toBe(false);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuNode } from '@wp/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { portalKit, type PortalKit } from './test-kit.js';

let t: TestApp;
let k: PortalKit;

const MENU = '/portal/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=front_menu';
const METHODS = '/portal/sys/sysMenu/v1/getCurrentUserMethodAuth';
const menu = async (token: string): Promise<MenuNode[]> => (await k.get(MENU, token)).json().value;
const aliases = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [n.alias, ...aliases(n.children)]);

beforeAll(async () => {
  t = await createTestApp();
  k = portalKit(t);
});
afterAll(() => t.close());

describe('GET /sys/sysMenu/v1/getCurrentUserMenu', () => {
  it('gives the front menu tree with path from the menu URL', async () => {
    const res = await k.get(MENU, await k.token('chenjing'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: true });
    const nodes = res.json().value as MenuNode[];
    expect(nodes.map((n) => n.alias)).toEqual(['home', 'work', 'messageReceiverList', 'mailList', 'personal']);
    expect(nodes[0]).toEqual({ id: expect.any(String), alias: 'home', code: 'home', name: '首页', path: '/home', icon: 'AppOutline', children: [] });
  });

  it('filters by role; a hidden menu hides the public menus below it', async () => {
    expect(aliases(await menu(await k.token('chenjing')))).not.toContain('eamInspection');
    const equipment = await menu(await k.token('zhangmin'));
    const eam = equipment.find((n) => n.alias === 'eam')!;
    expect(eam).toMatchObject({ name: '资产管理', path: '/eam/getDevice' });
    expect(eam.children.map((c) => c.path)).toEqual(['/eam/inspectioin', '/eam/maintenance/devTask', '/eam/maintenance2']);
    expect(aliases(equipment)).not.toContain('datavShow');
    expect(aliases(await menu(await k.token('zhangwei')))).toEqual(expect.arrayContaining(['eam', 'datavShow', 'eamRepair']));
    expect(aliases(await menu(await k.token('admin')))).toHaveLength(10);
  });

  it('answers [] for an unknown alias and for another tenant; menuAlias is required', async () => {
    expect((await k.get(MENU.replace('front_menu', 'back_menu'), await k.token('chenjing'))).json().value).toEqual([]);
    expect(await menu(await k.otherTenantToken())).toEqual([]);
    expect((await k.get('/portal/sys/sysMenu/v1/getCurrentUserMenu', await k.token('chenjing'))).statusCode).toBe(400);
    expect((await k.get(MENU)).statusCode).toBe(401);
  });
});

describe('GET /sys/sysMenu/v1/getCurrentUserMethodAuth', () => {
  const all = ['eam:inspection:finish', 'eam:repair:dispatch', 'flow:urge', 'layout:manage', 'news:publish'];

  it('lists every method and those granted to the caller\'s roles; administrators hold all', async () => {
    const auth = async (account: string) => (await k.get(METHODS, await k.token(account))).json();
    expect(await auth('chenjing')).toEqual({ allMethod: all, curUserMethod: [] });
    expect((await auth('zhangmin')).curUserMethod).toEqual(['eam:inspection:finish', 'eam:repair:dispatch']);
    expect((await auth('lijun')).curUserMethod).toEqual(['eam:inspection:finish']);
    expect((await auth('zhangwei')).curUserMethod).toEqual(['flow:urge']);
    expect((await auth('admin')).curUserMethod).toEqual(all);
  });

  it('keeps tenants apart', async () => {
    expect((await k.get(METHODS, await k.otherTenantToken())).json()).toEqual({ allMethod: [], curUserMethod: [] });
  });
});

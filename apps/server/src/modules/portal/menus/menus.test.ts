import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuNode } from '@wp/contract';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { portalKit, type PortalKit } from '../test-kit.js';

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
    expect(aliases(await menu(await k.token('chenjing')))).not.toContain('datavShow');
    expect(aliases(await menu(await k.token('zhangwei')))).toContain('datavShow');
    // A menu granted to nobody, with a public child: only administrators see either.
    const zhangwei = await t.db.selectFrom('uc_user').select('tenant_id').where('account', '=', 'zhangwei').executeTakeFirstOrThrow();
    const plantFront = await t.db.selectFrom('sys_menu').select('id').where('alias', '=', 'front_menu').where('tenant_id', '=', zhangwei.tenant_id).executeTakeFirstOrThrow();
    const menuRow = (id: string, parentId: string, isPublic: number) => ({ id, tenant_id: zhangwei.tenant_id, parent_id: parentId, alias: id, code: id, name: id,
      menu_url: `/${id}`, icon: null, sn: 9, is_public: isPublic });
    await t.db.insertInto('sys_menu').values([menuRow('restricted', plantFront.id, 0), menuRow('publicChild', 'restricted', 1)]).execute();
    for (const account of ['chenjing', 'zhangwei']) expect(aliases(await menu(await k.token(account)))).not.toContain('publicChild');
    const admin = await menu(await k.token('admin'));
    expect(admin.find((n) => n.alias === 'restricted')!.children.map((c) => c.alias)).toEqual(['publicChild']);
    expect(aliases(admin)).toHaveLength(8);
  });

  it('answers [] for an unknown alias and for another tenant; menuAlias is required', async () => {
    expect((await k.get(MENU.replace('front_menu', 'back_menu'), await k.token('chenjing'))).json().value).toEqual([]);
    expect(aliases(await menu(await k.otherTenantToken()))).toEqual(['home', 'work', 'messageReceiverList', 'mailList', 'personal']);
    expect((await k.get('/portal/sys/sysMenu/v1/getCurrentUserMenu', await k.token('chenjing'))).statusCode).toBe(400);
    expect((await k.get(MENU)).statusCode).toBe(401);
  });
});

describe('GET /sys/sysMenu/v1/getCurrentUserMethodAuth', () => {
  const all = ['flow:urge', 'layout:manage', 'news:publish'];

  it('lists every method and those granted to the caller\'s roles; administrators hold all', async () => {
    const auth = async (account: string) => (await k.get(METHODS, await k.token(account))).json();
    expect(await auth('chenjing')).toEqual({ allMethod: all, curUserMethod: [] });
    expect((await auth('zhangmin')).curUserMethod).toEqual([]);
    expect((await auth('zhangwei')).curUserMethod).toEqual(['flow:urge']);
    expect((await auth('admin')).curUserMethod).toEqual(all);
  });

  it('keeps tenants apart', async () => {
    expect((await k.get(METHODS, await k.otherTenantToken())).json()).toEqual({ allMethod: [], curUserMethod: [] });
  });
});

/** The front-end menu tree and the method permissions. Data only. */

import type { Audience } from './home.js';

export const FRONT_MENU = 'front_menu';

export interface SeedMenu { alias: string; name: string; url: string; icon?: string; audience?: Audience; children?: SeedMenu[] }

export const menus: SeedMenu[] = [
  { alias: 'home', name: '首页', url: '/home', icon: 'AppOutline' },
  { alias: 'work', name: '工作台', url: '/work', icon: 'AppstoreOutline' },
  { alias: 'messageReceiverList', name: '消息', url: '/messageReceiverList', icon: 'MessageOutline' },
  { alias: 'mailList', name: '通讯录', url: '/mailList', icon: 'TeamOutline' },
  { alias: 'personal', name: '我的', url: '/personal', icon: 'UserOutline' },
  { alias: 'datavShow', name: '运行日报', url: '/datavShow/plantDaily', icon: 'HistogramOutline', audience: { roles: ['director', 'deptHead'] } },
];

/** Method permissions, each granted to roles. */
export interface SeedMethod { alias: string; name: string; menu: string; roles: string[] }
export const methods: SeedMethod[] = [
  { alias: 'news:publish', name: '发布新闻公告', menu: 'home', roles: ['sysAdmin'] },
  { alias: 'layout:manage', name: '管理首页布局', menu: 'home', roles: ['sysAdmin'] },
  { alias: 'flow:urge', name: '催办流程', menu: 'work', roles: ['director', 'deptHead'] },
];

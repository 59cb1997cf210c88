import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Session } from '../../platform/auth/session.js';
import { newId, type Clock } from '../../platform/clock.js';
import { createFilesService } from '../../modules/files/files.service.js';
import { createNewsRepository } from '../../modules/portal/news/news.repository.js';
import { createNewsService } from '../../modules/portal/news/news.service.js';
import { createColumnsRepository } from '../../modules/portal/home/columns.repository.js';
import { createColumnAdmin } from '../../modules/portal/home/column-admin.js';
import { createRightsRepository, type OwnerType } from '../../modules/portal/shared/rights.repository.js';
import { basicColumns, basicLayout, layouts, plantColumns, type Audience, type SeedColumn, type SeedLayout } from './home.js';
import { APP_TYPE_KEY, appCategories, basicAppCategories, type SeedAppCategory } from './apps.js';
import { FRONT_MENU, menus, methods, type SeedMenu, type SeedMethod } from './menus.js';
import { otherTenant } from '../plant.js';
import { newsItems } from './news.js';
import { bookings, localTime, rooms } from './meetings.js';
import { generateReadings, plantDailyPage } from './readings.js';

const DAY_MS = 86_400_000;

/**
 * Writes one tenant's portal pieces through the same saves an administrator's would use: columns (HTML
 * sanitised) and the layouts made of them, the application centre, the front menu and method permissions.
 * Audiences name role and org codes of that tenant.
 */
async function tenantSeeder(db: Db, tenantId: string, now: Date) {
  const users = new Map((await db.selectFrom('uc_user').select(['id', 'account', 'fullname']).where('tenant_id', '=', tenantId).execute())
    .map((u) => [u.account, u]));
  const roleIds = new Map((await db.selectFrom('uc_role').select(['id', 'code']).where('tenant_id', '=', tenantId).execute()).map((r) => [r.code, r.id]));
  const orgIds = new Map((await db.selectFrom('uc_org').select(['id', 'code']).where('tenant_id', '=', tenantId).execute()).map((o) => [o.code, o.id]));
  const user = (account: string) => users.get(account) ?? fail(`no user ${account}`);
  const grantsOf = (a?: Audience) => [
    ...(a?.roles ?? []).map((code) => ({ right_type: 'role', right_id: roleIds.get(code) ?? fail(`no role ${code}`) })),
    ...(a?.orgs ?? []).map((code) => ({ right_type: 'org', right_id: orgIds.get(code) ?? fail(`no org ${code}`) })),
  ];
  const rightsRepo = createRightsRepository(db);
  const grant = (ownerType: OwnerType, ownerId: string, audience?: Audience) => rightsRepo.setRights(tenantId, ownerType, ownerId, grantsOf(audience));
  const iso = now.toISOString();
  const columnAdmin = createColumnAdmin({ repo: createColumnsRepository(db), rightsRepo, clock: { now: () => now } });

  return {
    user,
    grant,
    async home(columns: SeedColumn[], layouts: SeedLayout[]) {
      for (const { audience, ...c } of columns) await columnAdmin.save(tenantId, { ...c, rights: grantsOf(audience) });
      for (const [sn, l] of layouts.entries()) {
        const id = newId();
        await db.insertInto('sys_index_layout').values({
          id, tenant_id: tenantId, name: l.name, memo: l.memo, layout_type: 1, design_json: JSON.stringify({ mobileList: l.mobileList }),
          is_default: l.isDefault ? 1 : 0, is_public: l.audience ? 0 : 1, sn, created_at: iso,
        }).execute();
        if (l.audience) await grant('layout', id, l.audience);
      }
    },
    async appCentre(categories: SeedAppCategory[], createdBy: string) {
      for (const [i, root] of categories.entries()) {
        const rootId = newId();
        await db.insertInto('sys_app_type').values({ id: rootId, tenant_id: tenantId, type_key: APP_TYPE_KEY, parent_id: null, name: root.name, sn: i + 1 }).execute();
        const groups = [{ id: rootId, apps: root.apps ?? [] }];
        for (const [j, child] of root.children.entries()) {
          const childId = newId();
          await db.insertInto('sys_app_type').values({ id: childId, tenant_id: tenantId, type_key: APP_TYPE_KEY, parent_id: rootId, name: child.name, sn: j + 1 }).execute();
          groups.push({ id: childId, apps: child.apps });
        }
        for (const g of groups) {
          for (const [sn, a] of g.apps.entries()) {
            const id = newId();
            await db.insertInto('sys_app').values({
              id, tenant_id: tenantId, type_id: g.id, name: a.name, img: null, icon: a.icon, icon_color: a.iconColor, mode: a.mode, content: a.content,
              enable: 1, is_public: a.audience ? 0 : 1, sn: sn + 1, created_by: createdBy, created_at: iso, updated_at: iso,
            }).execute();
            if (a.audience) await grant('app', id, a.audience);
          }
        }
      }
    },
    async menus(tree: SeedMenu[], methods: SeedMethod[]) {
      const menuIds = new Map<string, string>();
      const addMenu = async (m: SeedMenu, parentId: string | null, sn: number) => {
        const id = newId();
        menuIds.set(m.alias, id);
        await db.insertInto('sys_menu').values({
          id, tenant_id: tenantId, parent_id: parentId, alias: m.alias, code: m.alias, name: m.name, menu_url: m.url, icon: m.icon ?? null, sn,
          is_public: m.audience ? 0 : 1,
        }).execute();
        if (m.audience) await grant('menu', id, m.audience);
        for (const [i, c] of (m.children ?? []).entries()) await addMenu(c, id, i + 1);
      };
      await addMenu({ alias: FRONT_MENU, name: '前端菜单', url: '/', children: tree }, null, 0);
      for (const m of methods) {
        const id = newId();
        await db.insertInto('sys_method').values({ id, tenant_id: tenantId, menu_id: menuIds.get(m.menu) ?? null, alias: m.alias, name: m.name }).execute();
        await grant('method', id, { roles: m.roles });
      }
    },
  };
}

/** The tenant's id, or null when its portal was seeded already. */
async function unseededTenant(db: Db, code: string) {
  const tenant = await db.selectFrom('uc_tenant').select(['id', 'name']).where('code', '=', code).executeTakeFirst();
  if (!tenant || (await db.selectFrom('sys_index_column').select('id').where('tenant_id', '=', tenant.id).executeTakeFirst())) return null;
  return tenant;
}

/**
 * The portal of the demo plant, on first run: home columns and layouts, the application centre, menus and
 * method permissions, news and notices (saved through the news service, so sanitised), meeting bookings,
 * and 30 days of plant readings behind the 'plantDaily' page. Does nothing when
 * the plant already has columns. The second tenant gets a portal of its own first.
 */
export async function seedPortal(db: Db, config: Pick<Config, 'dataDir' | 'defaultTenant'>, now = new Date()): Promise<void> {
  await seedSecondTenantPortal(db, now);
  const tenant = await unseededTenant(db, config.defaultTenant);
  if (!tenant) return;
  const tenantId = tenant.id;
  const seed = await tenantSeeder(db, tenantId, now);
  const { user } = seed;
  await seed.home(plantColumns(tenant.name), layouts);
  const admin = user('admin');
  await seed.appCentre(appCategories, admin.id);
  await seed.menus(menus, methods);

  let at = now;
  const clock: Clock = { now: () => at };
  const iso = now.toISOString();

  // News and notices, through the news service as the administrator, each at its own publication time.
  const files = createFilesService({ db, dataDir: config.dataDir, maxBytes: 20 * 1024 * 1024, clock });
  let publisher = '';
  const news = createNewsService({ repo: createNewsRepository(db), clock, files, nameOf: async () => publisher });
  const adminSession: Session = { userId: admin.id, account: admin.account, tenantId, sid: 'seed', jti: 'seed', iat: 0, exp: 0, isAdmin: true };
  for (const n of newsItems(now).sort((a, b) => b.daysAgo - a.daysAgo)) {
    at = new Date(now.getTime() - n.daysAgo * DAY_MS);
    publisher = n.publisher;
    const ffj = [];
    if (n.attachment) {
      const f = await files.save(adminSession, { fileName: n.attachment.name, content: Buffer.from(`\ufeff${n.attachment.csv}\n`, 'utf8'), visibility: 'private' });
      ffj.push({ id: f.fileId, name: f.fileName, size: f.size });
    }
    await news.save(adminSession, { type: n.type, title: n.title, content: n.content, ffj, isPublic: 1, isTop: n.isTop ? 1 : 0 });
  }
  at = now;

  // Meeting rooms and bookings around today.
  const roomIds = new Map<string, string>();
  for (const r of rooms) {
    const id = newId();
    roomIds.set(r.key, id);
    await db.insertInto('meeting_room').values({ id, tenant_id: tenantId, name: r.name, location: r.location, capacity: r.capacity }).execute();
  }
  for (const b of bookings(now)) {
    const id = newId();
    const booker = user(b.booker);
    await db.insertInto('meeting_booking').values({
      id, tenant_id: tenantId, room_id: roomIds.get(b.room)!, subject: b.subject, booker_id: booker.id, booker_name: booker.fullname,
      start_time: localTime(now, b.day, b.start), end_time: localTime(now, b.day, b.end), status: b.cancelled ? 'cancelled' : 'booked', created_at: iso,
    }).execute();
    await db.insertInto('meeting_attendee').values(b.attendees.map((a) => ({ booking_id: id, user_id: user(a).id }))).execute();
  }

  // 30 days of readings and the page that draws them.
  const today = now.toISOString().slice(0, 10);
  await db.insertInto('plant_daily_reading').values(generateReadings(today, 30).map((r) => ({ tenant_id: tenantId, ...r }))).execute();
  await db.insertInto('datav_page').values({
    id: newId(), tenant_id: tenantId, alias: plantDailyPage.alias, name: plantDailyPage.name, config_json: JSON.stringify(plantDailyPage.config),
  }).execute();
}

function fail(message: string): never {
  throw new Error(`portal seed: ${message}`);
}

/**
 * The second tenant: a usable portal of its own (its name on the welcome column, the to-do, notices and news
 * columns, the flow apps, the front menu), without the plant's role-bound columns, bookings and readings.
 */
async function seedSecondTenantPortal(db: Db, now: Date): Promise<void> {
  const tenant = await unseededTenant(db, otherTenant.code);
  if (tenant) await seedBasicPortal(db, tenant, otherTenant.staff[0].account, now);
}

/**
 * A tenant's portal without the plant's role-bound pieces: the welcome (with the tenant's name), to-do, notices and
 * news columns in one default layout, the flow apps, and the front menu open to everyone. A new plant starts with it.
 */
export async function seedBasicPortal(db: Db, tenant: { id: string; name: string }, adminAccount: string, now = new Date()): Promise<void> {
  const seed = await tenantSeeder(db, tenant.id, now);
  await seed.home(basicColumns(tenant.name), [basicLayout]);
  await seed.appCentre(basicAppCategories, seed.user(adminAccount).id);
  await seed.menus(menus.filter((m) => !m.audience), []);
}

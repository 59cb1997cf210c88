import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { hashPassword } from '../platform/auth/password.js';
import { newId } from '../platform/clock.js';
import { staffWithPhoto } from './avatar.js';
import { avatarPng, sealPng } from './png.js';
import { plantLogoPng, pngDataUrl, waveEmblemPng } from './tenant-logos.js';
import { seedPortal } from './portal/index.js';
import { seedPlantForms } from './forms/index.js';
import { seedWorkflowCatalogue } from './workflow/index.js';
import { seedDemoInstances } from './instances.js';
import { seedEam } from './eam/index.js';
import { ADMIN_PASSWORD, DEMO_PASSWORD, SEAL_PASSWORD, departments, groups, jobs, otherTenant, plantPosts, roles, staff } from './plant.js';

const PLANT_NAME = '清源再生水厂';

/** Seeds the demo plant once: does nothing when the default tenant already exists. */

/** The demo plant's DingTalk organisation: set DINGTALK_CORP_ID to it (with an app key and secret) to sign in from DingTalk. */
export const DEMO_DINGTALK_CORP_ID = 'dingqingyuanwater';
/** The demo plant's WeCom corporation: set WECOM_CORP_ID to it (with an agent and its secret) to sign in from WeCom. */
export const DEMO_WECOM_CORP_ID = 'wwqingyuanwater';
export async function seedDemoPlant(db: Db, config: Pick<Config, 'dataDir' | 'defaultTenant'>, options: { instances?: boolean } = {}): Promise<boolean> {
  const exists = await db.selectFrom('uc_tenant').select('id').where('code', '=', config.defaultTenant).executeTakeFirst();
  if (exists) return false;
  const now = new Date().toISOString();
  const files: Array<{ id: string; content: Buffer }> = [];
  await db.transaction().execute(async (tx) => {
    const tenantId = newId();
    await tx.insertInto('uc_tenant').values({ id: tenantId, code: config.defaultTenant, name: PLANT_NAME, status: 1, created_at: now, logo: pngDataUrl(plantLogoPng()) }).execute();
    const demId = newId();
    await tx.insertInto('uc_dimension').values({ id: demId, tenant_id: tenantId, code: 'org', name: '行政维度', is_default: 1 }).execute();
    const rootId = newId();
    await tx.insertInto('uc_org').values({ id: rootId, tenant_id: tenantId, dem_id: demId, parent_id: null, code: 'plant', name: PLANT_NAME, path: rootId, path_name: PLANT_NAME, sn: 0 }).execute();

    const postIds = new Map<string, { id: string; orgId: string }>();
    for (const p of plantPosts) {
      const id = newId();
      postIds.set(p.code, { id, orgId: rootId });
      await tx.insertInto('uc_post').values({ id, tenant_id: tenantId, org_id: rootId, code: p.code, name: p.name, is_charge: p.charge }).execute();
    }
    for (const [i, d] of departments.entries()) {
      const orgId = newId();
      await tx.insertInto('uc_org').values({ id: orgId, tenant_id: tenantId, dem_id: demId, parent_id: rootId, code: d.code, name: d.name,
        path: `${rootId}.${orgId}`, path_name: `${PLANT_NAME}/${d.name}`, sn: i + 1 }).execute();
      for (const p of d.posts) {
        const id = newId();
        postIds.set(p.code, { id, orgId });
        await tx.insertInto('uc_post').values({ id, tenant_id: tenantId, org_id: orgId, code: p.code, name: p.name, is_charge: p.charge }).execute();
      }
    }
    const roleIds = new Map<string, string>();
    for (const r of roles) {
      const id = newId();
      roleIds.set(r.code, id);
      await tx.insertInto('uc_role').values({ id, tenant_id: tenantId, code: r.code, name: r.name, enabled: 1 }).execute();
    }
    const jobIds = new Map<string, string>();
    for (const j of jobs) {
      const id = newId();
      jobIds.set(j.code, id);
      await tx.insertInto('uc_job').values({ id, tenant_id: tenantId, code: j.code, name: j.name, level: j.level }).execute();
    }

    const hashes = await Promise.all(staff.map((s) => hashPassword(s.admin ? ADMIN_PASSWORD : DEMO_PASSWORD)));
    const sealHash = await hashPassword(SEAL_PASSWORD);
    const userIds = new Map<string, string>();
    for (const [i, s] of staff.entries()) {
      const id = newId();
      userIds.set(s.account, id);
      // A few have set a photo; the apps draw everyone else's name avatar.
      const photo = staffWithPhoto.has(s.account) ? newId() : null;
      if (photo) {
        files.push({ id: photo, content: avatarPng(s.account) });
        await tx.insertInto('sys_file').values({ id: photo, tenant_id: tenantId, owner_id: id, name: `${s.account}.png`, mime_type: 'image/png',
          size: 0, storage_path: '', extra_prop: null, visibility: 'tenant', created_at: now }).execute();
      }
      await tx.insertInto('uc_user').values({
        id, tenant_id: tenantId, account: s.account, fullname: s.fullname, password_hash: hashes[i], status: s.status ?? 1,
        is_admin: s.admin ? 1 : 0, mobile: `1${38 + (i % 3) * 10}${String(10_000_000 + i * 7_919_731).slice(-8)}`.slice(0, 11),
        email: `${s.account}@qingyuan-water.cn`, address: s.address ?? null, photo, sex: s.sex, user_number: `QY${String(i + 1).padStart(4, '0')}`,
        client_id: null, client_token: null, created_at: now,
      }).execute();
      // Everyone is a member of the plant's DingTalk organisation and WeCom corporation, with the account as userid
      // there. WeChat official-account and mini-program identities each user binds from WeChat.
      await tx.insertInto('uc_external_identity').values([
        { id: newId(), tenant_id: tenantId, provider: 'dingtalk', corp_id: DEMO_DINGTALK_CORP_ID, external_id: s.account, user_id: id, created_at: now },
        { id: newId(), tenant_id: tenantId, provider: 'wecom', corp_id: DEMO_WECOM_CORP_ID, external_id: s.account, user_id: id, created_at: now },
      ]).execute();
      const main = postIds.get(s.post)!;
      await tx.insertInto('uc_user_post').values({ user_id: id, post_id: main.id, is_master: 1 }).execute();
      await tx.insertInto('uc_user_org').values({ user_id: id, org_id: main.orgId, is_master: 1 }).execute();
      for (const extra of s.extraPosts ?? []) {
        const p = postIds.get(extra)!;
        await tx.insertInto('uc_user_post').values({ user_id: id, post_id: p.id, is_master: 0 }).execute();
        if (p.orgId !== main.orgId) await tx.insertInto('uc_user_org').values({ user_id: id, org_id: p.orgId, is_master: 0 }).execute();
      }
      for (const r of s.roles) await tx.insertInto('uc_user_role').values({ user_id: id, role_id: roleIds.get(r)! }).execute();
      await tx.insertInto('uc_user_job').values({ user_id: id, job_id: jobIds.get(s.job)! }).execute();
      if (s.seal) {
        const sealFile = newId();
        files.push({ id: sealFile, content: sealPng() });
        await tx.insertInto('sys_file').values({ id: sealFile, tenant_id: tenantId, owner_id: id, name: `${s.fullname}-签章.png`, mime_type: 'image/png',
          size: 0, storage_path: '', extra_prop: null, visibility: 'seal', created_at: now }).execute();
        await tx.insertInto('uc_seal').values({ id: newId(), user_id: id, file_id: sealFile, password_hash: sealHash, is_use: 1, created_at: now }).execute();
      }
    }
    for (const g of groups) {
      const gid = newId();
      await tx.insertInto('uc_group').values({ id: gid, tenant_id: tenantId, code: g.code, name: g.name }).execute();
      for (const m of g.members) await tx.insertInto('uc_group_user').values({ group_id: gid, user_id: userIds.get(m)! }).execute();
    }

    // The second tenant.
    const t2 = newId();
    await tx.insertInto('uc_tenant').values({ id: t2, code: otherTenant.code, name: otherTenant.name, status: 1, created_at: now, logo: pngDataUrl(waveEmblemPng()) }).execute();
    const dem2 = newId();
    await tx.insertInto('uc_dimension').values({ id: dem2, tenant_id: t2, code: 'org', name: '行政维度', is_default: 1 }).execute();
    const root2 = newId();
    const dept2 = newId();
    await tx.insertInto('uc_org').values([
      { id: root2, tenant_id: t2, dem_id: dem2, parent_id: null, code: 'hx', name: otherTenant.rootOrg, path: root2, path_name: otherTenant.rootOrg, sn: 0 },
      { id: dept2, tenant_id: t2, dem_id: dem2, parent_id: root2, code: 'ops', name: otherTenant.department, path: `${root2}.${dept2}`, path_name: `${otherTenant.rootOrg}/${otherTenant.department}`, sn: 1 },
    ]).execute();
    const post2 = newId();
    await tx.insertInto('uc_post').values({ id: post2, tenant_id: t2, org_id: dept2, code: 'opsStaff', name: '运营专员', is_charge: 0 }).execute();
    for (const [i, s] of otherTenant.staff.entries()) {
      const id = newId();
      await tx.insertInto('uc_user').values({
        id, tenant_id: t2, account: s.account, fullname: s.fullname, password_hash: await hashPassword(DEMO_PASSWORD), status: 1,
        is_admin: i === 0 ? 1 : 0, mobile: `1590000000${i}`, email: `${s.account}@hxwater.cn`, address: null, photo: null, sex: s.sex,
        user_number: `HX${i + 1}`, client_id: null, client_token: null, created_at: now,
      }).execute();
      await tx.insertInto('uc_user_org').values({ user_id: id, org_id: dept2, is_master: 1 }).execute();
      await tx.insertInto('uc_user_post').values({ user_id: id, post_id: post2, is_master: 1 }).execute();
    }
  });
  // Files are written after the commit; their rows get the real paths and sizes.
  const root = path.join(config.dataDir, 'files', 'seed');
  await fs.mkdir(root, { recursive: true });
  for (const f of files) {
    await fs.writeFile(path.join(root, f.id), f.content);
    await db.updateTable('sys_file').set({ storage_path: path.join('seed', f.id), size: f.content.length }).where('id', '=', f.id).execute();
  }
  const tenantIds = new Map((await db.selectFrom('uc_tenant').select(['id', 'code']).execute()).map((r) => [r.code, r.id]));
  await seedWorkflowCatalogue(db, { main: tenantIds.get(config.defaultTenant)!, other: tenantIds.get(otherTenant.code) });
  // Instances of the demo processes, driven through the runtime: needs the catalogue above.
  if (options.instances !== false) await seedDemoInstances(db, { dataDir: config.dataDir, tenantCode: config.defaultTenant });
  await seedPortal(db, config);
  // The asset ledger of both tenants (about 300 assets of the plant) and its 资产财务 role.
  // Its six months of history (rounds, maintenance, repairs) only with the instances: the test apps keep the seed small.
  await seedEam(db, { main: tenantIds.get(config.defaultTenant)!, other: tenantIds.get(otherTenant.code) }, new Date(), { history: options.instances !== false, dataDir: config.dataDir });
  // A year of template records takes seconds: left out, like the instances, of the test apps that do not ask.
  if (options.instances !== false) await seedPlantForms(db, config);
  return true;
}

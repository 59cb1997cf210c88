import type { Db } from '../db/database.js';
import { generatePassword, hashPassword } from '../platform/auth/password.js';
import { newId } from '../platform/clock.js';
import type { Sheet } from '../platform/sheet.js';
import { OpsError } from './errors.js';
import { createPlantRepository, type NewStaff, type OrgRow, type PostRow } from './plant.repository.js';
import { staffOfSheet } from './staff-sheet.js';

export interface ImportStaffResult {
  /** Who was added, with the password each signs in with first. */
  created: Array<{ account: string; fullname: string; password: string }>;
  /** Accounts the plant had already: left as they are. */
  skipped: string[];
  departments: number;
  posts: number;
}

/**
 * Adds a plant's staff from a sheet (staff-sheet.ts says its columns): the departments and posts it names are created
 * under the plant's root where missing, each new member is placed in theirs with a generated password. Accounts the
 * plant has are skipped. All or nothing: any error in the sheet, or a mobile number or e-mail another account of
 * the plant already signs in with, refuses the whole import, listing every error.
 */
export async function importStaff(db: Db, tenantCode: string, sheet: Sheet, now = new Date()): Promise<ImportStaffResult> {
  const repo = createPlantRepository(db);
  const directory = await repo.directoryOf(tenantCode);
  if (!directory) throw new OpsError(`There is no tenant "${tenantCode}": create the plant first (npm run init-plant).`);
  const root = directory.orgs.find((o) => o.parent_id === null);
  if (!root) throw new OpsError(`The tenant "${tenantCode}" has no organisation root.`);
  const { rows, errors } = staffOfSheet(sheet);

  const existing = new Set(directory.users.map((u) => u.account.toLowerCase()));
  const signInOf = new Map(directory.users.flatMap((u) => [u.mobile, u.email?.toLowerCase()].filter(Boolean).map((k) => [k!, u.account])));
  const fresh = rows.filter((r) => !existing.has(r.account.toLowerCase()));
  for (const r of fresh) {
    for (const [label, value] of [['手机', r.mobile], ['邮箱', r.email?.toLowerCase()]] as const) {
      const holder = value ? signInOf.get(value) : undefined;
      if (holder) errors.push(`Row ${r.row}, ${label}: "${value}" is the sign-in of ${holder} already`);
    }
  }

  const plan: NewStaff = { orgs: [], posts: [], users: [] };
  // Departments by their parent and name, posts by their department and name: what the plant has, then what the plan adds.
  const orgAt = new Map(directory.orgs.map((o) => [`${o.parent_id}/${o.name}`, o]));
  const children = new Map<string, number>();
  for (const o of directory.orgs) children.set(o.parent_id ?? '', (children.get(o.parent_id ?? '') ?? 0) + 1);
  const postAt = new Map(directory.posts.map((p) => [`${p.org_id}/${p.name}`, p]));
  /** The department at `path` under the root, created in the plan where missing. */
  const departmentOf = (path: string[]): OrgRow => {
    let at = root;
    // A path may start with the plant's own name.
    for (const name of path[0] === root.name ? path.slice(1) : path) {
      let child = orgAt.get(`${at.id}/${name}`);
      if (!child) {
        const id = newId();
        const sn = (children.get(at.id) ?? 0) + 1;
        children.set(at.id, sn);
        child = { id, parent_id: at.id, dem_id: at.dem_id, name, path: `${at.path}.${id}`, path_name: `${at.path_name}/${name}` };
        orgAt.set(`${at.id}/${name}`, child);
        plan.orgs.push({ ...child, code: `org-${id.slice(0, 8)}`, sn });
      }
      at = child;
    }
    return at;
  };
  for (const r of fresh) {
    const org = departmentOf(r.department);
    let post: PostRow | undefined;
    if (r.post) {
      post = postAt.get(`${org.id}/${r.post}`);
      if (post && post.is_charge !== (r.head ? 1 : 0)) errors.push(`Row ${r.row}, 负责人: the post ${r.post} of ${org.path_name} is ${post.is_charge ? '' : 'not '}the head's`);
      if (!post) {
        const id = newId();
        post = { id, org_id: org.id, name: r.post, is_charge: r.head ? 1 : 0 };
        postAt.set(`${org.id}/${r.post}`, post);
        plan.posts.push({ ...post, code: `post-${id.slice(0, 8)}` });
      }
    }
    plan.users.push({
      id: newId(), account: r.account, fullname: r.fullname, passwordHash: '', mobile: r.mobile, email: r.email, sex: r.sex, number: r.number,
      orgId: org.id, postId: post?.id ?? null,
    });
  }
  if (errors.length > 0) {
    const rowOf = (e: string) => Number(/^Row (\d+)/.exec(e)?.[1] ?? 0);
    const listed = errors.map((e, i) => ({ e, i })).sort((a, b) => rowOf(a.e) - rowOf(b.e) || a.i - b.i).map(({ e }) => `  ${e}`);
    throw new OpsError(`Nothing was imported; the sheet has ${errors.length} error(s):\n${listed.join('\n')}`);
  }

  // Hashing is the slow part (scrypt, on libuv's threads): all at once.
  const created = await Promise.all(plan.users.map(async (u) => {
    const password = generatePassword();
    u.passwordHash = await hashPassword(password);
    return { account: u.account, fullname: u.fullname, password };
  }));
  if ((await repo.insertStaff(directory.tenantId, plan, now.toISOString())) === 'taken') {
    throw new OpsError('Nothing was imported: an account, mobile number or e-mail of the sheet was taken meanwhile; run the import again.');
  }
  return { created, skipped: rows.filter((r) => existing.has(r.account.toLowerCase())).map((r) => r.account), departments: plan.orgs.length, posts: plan.posts.length };
}

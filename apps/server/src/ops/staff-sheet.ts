import type { Sheet } from '../platform/sheet.js';

/** One member of staff as the sheet gives them, checked. */
export interface StaffRow {
  /** The sheet's row number, for messages. */
  row: number;
  account: string;
  fullname: string;
  /** The department's path under the plant's root ("生产运行部/运行一班"); empty: the root itself. */
  department: string[];
  post: string | null;
  /** Whether the post is the department's head (负责人): approvals that go to a department head find them. */
  head: boolean;
  mobile: string | null;
  email: string | null;
  sex: '男' | '女' | null;
  number: string | null;
}

/** Each column by its header, in Chinese or English (case and spaces ignored). */
const COLUMNS = {
  account: ['账号', 'account'],
  fullname: ['姓名', 'name', 'fullname'],
  department: ['部门', 'department'],
  post: ['岗位', 'post'],
  head: ['负责人', 'head'],
  mobile: ['手机', '手机号', 'mobile'],
  email: ['邮箱', 'email'],
  sex: ['性别', 'sex'],
  number: ['工号', 'number'],
} as const;
type Column = keyof typeof COLUMNS;

export const ACCOUNT = /^[A-Za-z][A-Za-z0-9_.-]{2,31}$/;
const MOBILE = /^\+?\d[\d-]{4,19}$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/;
const YES = new Set(['是', 'y', 'yes', '1', 'true']);
const NO = new Set(['', '否', 'n', 'no', '0', 'false']);

/**
 * The staff of a sheet, every rule checked: an account and a name on every row, an account, mobile number and
 * e-mail once in the sheet, text within its column's length. Returns the rows and every error with its row (the
 * rows are for further checks only when there is an error).
 */
export function staffOfSheet(sheet: Sheet): { rows: StaffRow[]; errors: string[] } {
  const norm = (h: string) => h.replace(/\s+/g, '').toLowerCase();
  const at = new Map<Column, number>();
  sheet.headers.forEach((h, i) => {
    const column = (Object.keys(COLUMNS) as Column[]).find((c) => (COLUMNS[c] as readonly string[]).includes(norm(h)));
    if (column && !at.has(column)) at.set(column, i);
  });
  const missing = (['account', 'fullname'] as const).filter((c) => !at.has(c));
  if (missing.length > 0) return { rows: [], errors: [`The first row must name the columns; missing: ${missing.map((c) => COLUMNS[c][0]).join(', ')}.`] };

  const errors: string[] = [];
  const rows: StaffRow[] = [];
  const seen = { account: new Map<string, number>(), mobile: new Map<string, number>(), email: new Map<string, number>() };
  for (const { row, cells } of sheet.rows) {
    const cell = (c: Column) => (at.has(c) ? (cells[at.get(c)!] ?? '').trim() : '');
    const fail = (column: Column, why: string) => errors.push(`Row ${row}, ${COLUMNS[column][0]}: ${why}`);
    const once = (kind: keyof typeof seen, value: string | null) => {
      if (value === null) return;
      const key = value.toLowerCase();
      const first = seen[kind].get(key);
      if (first !== undefined) fail(kind, `"${value}" is on row ${first} too`);
      else seen[kind].set(key, row);
    };
    const text = (c: Column, max: number) => {
      const v = cell(c);
      if (v.length > max) fail(c, `at most ${max} characters`);
      return v === '' ? null : v;
    };

    const account = cell('account');
    if (!ACCOUNT.test(account)) fail('account', account ? `"${account}" must be 3-32 letters, digits, ".", "-" or "_", starting with a letter` : 'missing');
    else once('account', account);
    const fullname = cell('fullname');
    if (!fullname) fail('fullname', 'missing');
    else if (fullname.length > 50) fail('fullname', 'at most 50 characters');
    const department = cell('department').split('/').map((s) => s.trim()).filter(Boolean);
    if (department.some((d) => d.length > 50)) fail('department', 'each level at most 50 characters');
    if (department.length > 8) fail('department', 'at most 8 levels');
    const post = text('post', 50);
    const headText = cell('head').toLowerCase();
    if (!YES.has(headText) && !NO.has(headText)) fail('head', `"${cell('head')}" must be 是 or 否`);
    const head = YES.has(headText);
    if (head && !post) fail('head', 'a head needs a post (岗位)');
    const mobile = text('mobile', 20);
    if (mobile !== null && !MOBILE.test(mobile)) fail('mobile', `"${mobile}" is not a phone number`);
    else once('mobile', mobile);
    const email = text('email', 200);
    if (email !== null && !EMAIL.test(email)) fail('email', `"${email}" is not an e-mail address`);
    else once('email', email);
    const sex = cell('sex');
    if (sex !== '' && sex !== '男' && sex !== '女') fail('sex', `"${sex}" must be 男 or 女`);
    const number = text('number', 64);
    rows.push({ row, account, fullname, department, post, head, mobile, email, sex: sex === '' ? null : sex as '男' | '女', number });
  }
  if (rows.length === 0) errors.push('The sheet has no staff under its header row.');
  return { rows, errors };
}

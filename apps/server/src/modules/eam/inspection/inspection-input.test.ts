import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { eamKit, type EamKit } from '../test-kit.js';
import { POINT, TASK, inspectionKit, itemData } from './inspection-test-kit.js';
import { movableClock } from '../../../test/clock.js';

let t: TestApp;
let k: EamKit;
let ik: ReturnType<typeof inspectionKit>;
const clock = movableClock('2026-07-01T20:00:00Z');
let chenjing: string;
let taskId: string;
/** The round's points: a pump (number and single-choice items), a screen (options incl. 偏低), a conveyor (a text item). */
const point: Record<string, { id: string; items: Array<{ id: string; itemCode: string; type: string; config: Record<string, unknown> }> }> = {};
let photo: string;

// 2026-07-02 08:00 at the plant; the clock at 08:30.
const at = (plantHHmm: string, day = '2026-07-02') => new Date(`${day}T${plantHHmm}:00+08:00`).toISOString();

beforeAll(async () => {
  t = await createTestApp({ clock });
  k = eamKit(t);
  ik = inspectionKit(t, k, clock);
  taskId = await ik.generate('XJ-YCL', '2026-07-02T00:00:00.000Z');
  clock.set(at('08:30'));
  chenjing = await k.assetToken('chenjing');
  const task = ik.ok(await k.form(TASK('get-by-id'), chenjing, { id: taskId }));
  for (const code of ['XJ-TS-01', 'XJ-YC-01', 'XJ-YC-04', 'XJ-TS-02', 'XJ-TS-03']) {
    const id = task.points.find((p: { pointCode: string }) => p.pointCode === code).id as string;
    point[code] = { id, items: ik.ok(await k.form(POINT('get-by-id'), chenjing, { id })).items };
  }
  photo = await ik.upload('chenjing', '泵房.png', ik.png('pump'));
});
afterAll(() => t.close());

/** Finishing the pump point with normal readings, fields and readings overridden; the refusal expected in a language. */
async function refused(fields: Record<string, string>, readings: Record<string, unknown>, lang: string, message: string, code = 'XJ-TS-01', status = 400) {
  const p = point[code]!;
  const res = await ik.call(POINT('finish'), chenjing, { id: p.id, pointStatus: 'normal', itemData: itemData(p.items as never, readings), operTime: at('08:20'), ...fields }, lang);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ success: false, code: status === 400 ? 'invalid' : 'conflict' });
  expect(res.json().message).toBe(message);
}
const waiting = async () => (await t.db.selectFrom('eam_inspection_task_point').select('point_status').where('id', '=', point['XJ-TS-01']!.id).executeTakeFirstOrThrow()).point_status;

describe('bad readings are refused naming the item, and change nothing', () => {
  it('a number item needs a number', async () => {
    await refused({}, { motorCurrent: 'abc' }, 'zh-CN', 'itemData.motorCurrent: 电机电流应填写数字');
    await refused({}, { motorCurrent: '1e3' }, 'en-US', 'itemData.motorCurrent: 电机电流 must be a number');
    await refused({}, { bearingTemp: '' }, 'zh-TW', 'itemData.bearingTemp: 請填寫轴承温度');
    expect(await waiting()).toBe('wait');
  });

  it('a single-choice item needs one of its option codes', async () => {
    await refused({}, { noise: 'maybe' }, 'zh-CN', 'itemData.noise: 有无异响应为以下选项之一：no（无） / yes（有异响）');
    await refused({}, { noise: '无' }, 'en-US', 'itemData.noise: 有无异响 must be one of no（无） / yes（有异响）');
  });

  it('a text is at most 500 characters, in a reading and in the remark', async () => {
    const text = '长'.repeat(501);
    await refused({}, { other: text }, 'zh-CN', 'itemData.other: 最多500个字符', 'XJ-YC-04');
    await refused({ content: text }, {}, 'en-US', 'body.content: must be at most 500 characters');
    await refused({ content: text }, {}, 'zh-CN', 'body.content: 最多500个字符');
  });

  it('itemData must be a JSON object of the point\'s items, each reading of the right shape', async () => {
    await refused({ itemData: '{"a":' }, {}, 'zh-CN', 'itemData: 应为检查项读数的JSON对象');
    await refused({ itemData: '[1,2]' }, {}, 'en-US', 'itemData: must be a JSON object of readings');
    await refused({ itemData: JSON.stringify({ nope: { value: '1' } }) }, {}, 'zh-CN', 'itemData.nope: 本巡检点没有此检查项');
    await refused({ itemData: JSON.stringify({ motorCurrent: '12' }) }, {}, 'en-US', 'itemData.motorCurrent: a reading must look like {"value": "…", "pics": ["…"]}');
    await refused({}, { motorCurrent: { n: 1 } }, 'zh-CN', 'itemData.motorCurrent: 读数应为 {"value": "…", "pics": ["…"]} 形式');
  });
});

describe('bad record fields are refused naming the field', () => {
  it('operTime: not more than 5 minutes ahead, not before the planned start minus a day, a real time', async () => {
    await refused({ operTime: at('08:36') }, {}, 'zh-CN', 'operTime: 巡检时间不能晚于服务器时间5分钟以上，请校准设备时间');
    await refused({ operTime: at('08:36') }, {}, 'en-US', 'operTime: must not be more than 5 minutes ahead of the server; set the device clock');
    await refused({ operTime: at('07:59', '2026-07-01') }, {}, 'en-US', 'operTime: must not be earlier than 24 hours before the planned start (2026-07-01T00:00:00.000Z)');
    await refused({ operTime: '2026-07-02 08:20' }, {}, 'zh-CN', 'body.operTime: 格式不正确');
  });

  it('pointStatus, inspMethod and clientId take only their values', async () => {
    await refused({ pointStatus: 'wait' }, {}, 'zh-CN', 'body.pointStatus: 应为以下之一：normal、abnormal、none');
    await refused({ inspMethod: 'nfc' }, {}, 'en-US', 'body.inspMethod: must be one of: scan, manual');
    await refused({ clientId: 'abc' }, {}, 'zh-CN', 'body.clientId: 格式不正确');
  });

  it('not inspected needs a reason; abnormal needs what is wrong unless a reading says it', async () => {
    await refused({ pointStatus: 'none' }, {}, 'zh-CN', 'content: 不巡检时请填写原因');
    await refused({ pointStatus: 'abnormal' }, {}, 'en-US', 'content: describe what is abnormal');
    await refused({ actionLabel: 'explode' }, {}, 'zh-CN', 'actionLabel: 未知的处理动作：explode');
    expect(await waiting()).toBe('wait');
  });
});

describe('photos', () => {
  it('must be images the caller uploaded, at most nine', async () => {
    const text = await ik.upload('chenjing', 'notes.txt', Buffer.from('巡检记录：一切正常\n'));
    await refused({ pics: text }, {}, 'zh-CN', `pics: 照片应为JPEG、PNG或WebP图片（${text}为text/plain）`);
    await refused({}, { motorCurrent: { value: '40', pics: [text] } }, 'en-US', `itemData.motorCurrent.pics: photos must be JPEG, PNG or WebP images (${text} is text/plain)`);
    const others = await ik.upload('lijun', '别人的.png', ik.png('other'));
    await refused({ pics: `${photo},${others}` }, {}, 'zh-CN', `pics: 只能使用本人上传的照片：${others}`);
    await refused({ pics: 'f'.repeat(32) }, {}, 'en-US', `pics: no such photo: ${'f'.repeat(32)}`);
    await refused({ pics: Array.from({ length: 10 }, () => photo).join(',') }, {}, 'zh-CN', 'body.pics: 最多9项');
    await refused({}, { motorCurrent: { value: '40', pics: Array.from({ length: 10 }, () => photo) } }, 'en-US', 'itemData.motorCurrent.pics: at most 9 photos');
    expect(await waiting()).toBe('wait');
  });

  it('are kept with the point and its items and become readable to whoever may see the point', async () => {
    const itemPhoto = await ik.upload('chenjing', '压力表.png', ik.png('gauge'));
    const p = point['XJ-TS-02']!;
    const data = JSON.parse(itemData(p.items as never)) as Record<string, { value: string; pics?: string[] }>;
    data[p.items[0]!.id]!.pics = [itemPhoto];
    const done = ik.ok(await ik.call(POINT('finish'), chenjing, { id: p.id, pointStatus: 'normal', itemData: JSON.stringify(data), pics: photo, operTime: at('08:22'), clientId: randomUUID() }));
    expect(done.pics).toEqual([photo]);
    expect(done.items[0].pics).toEqual([itemPhoto]);
    // 王芳 is in no inspection group and did not upload them: she reads them through the point's grant.
    for (const id of [photo, itemPhoto]) {
      const res = await t.call({ method: 'GET', url: `/portal/system/file/v1/preview?fileId=${id}`, token: await k.portalToken('wangfang') });
      expect(res.statusCode, res.body).toBe(200);
    }
    const hx = await t.call({ method: 'GET', url: `/portal/system/file/v1/preview?fileId=${photo}`, token: await k.portalToken('hxadmin', await k.otherTenantId()) });
    expect(hx.statusCode).toBe(404);
  });
});

describe('the other calls\' fields', () => {
  it('are named when wrong', async () => {
    const bad = async (url: string, fields: Record<string, string>, lang: string, message: string) => {
      const res = await ik.call(url, chenjing, fields, lang);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    };
    await bad(TASK('query-paged-list'), { taskStatus: 'done' }, 'zh-CN', 'body.taskStatus: 应为以下之一：wait、acting、finish、cancel');
    await bad(TASK('query-paged-list'), { pageSize: '1000' }, 'en-US', 'body.pageSize: must be at most 100');
    await bad(TASK('check'), { taskId }, 'zh-CN', 'body.pointCode: 不能为空');
    await bad(TASK('finish'), { id: taskId, content: 'x'.repeat(501) }, 'en-US', 'body.content: must be at most 500 characters');
    await bad(POINT('query-item-history'), { pointCode: 'XJ-TS-01', itemCode: 'outletPressure', from: '2026-07-02', to: '2026-07-01' }, 'zh-CN', 'to: 结束日期不能早于开始日期');
    await bad(POINT('query-item-history'), { pointCode: 'XJ-TS-01', itemCode: 'outletPressure', from: '07/01/2026' }, 'en-US', 'body.from: is not in the right format');
    await bad(POINT('query-paged-list'), { pointStatus: 'wait' }, 'zh-CN', 'body.taskId: 不能为空');
  });

  it('answer 404 for ids that are not there', async () => {
    for (const [url, fields, message] of [
      [TASK('get-by-id'), { id: 'nope' }, '巡检任务不存在：nope'], [POINT('get-by-id'), { id: 'nope' }, '巡检点不存在：nope'],
      [POINT('query-by-asset'), { assetId: 'nope' }, '资产不存在：nope'],
    ] as const) {
      const res = await ik.call(url, chenjing, fields);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(message);
    }
  });
});

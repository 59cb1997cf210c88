import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { formKit, type FormKit } from '../../modules/form/test-kit.js';
import { seedPlantForms } from './index.js';

let t: TestApp;
let k: FormKit;
beforeAll(async () => {
  t = await createTestApp();
  await seedPlantForms(t.db, t.config);
  k = formKit(t);
});
afterAll(() => t.close());

const SAVE = '/form/form/dataTemplate/v1/boSave/lab_results';
let analyst = '';
/** A lab result as 谢梅 of the laboratory enters it, at the point and spot given. */
const sample = (samplePoint: string, sampleSpot: string) => ({
  templateKey: 'lab_results',
  lab_results: { sampleDate: '2026-03-02', samplePoint, sampleSpot, waterTemp: 14, cod: 20, bod5: 5, nh3n: 1, tn: 8, tp: 0.2, ss: 5, ph: 7.1, analyst: [analyst] },
});

describe('the lab form\'s cascade 采样点 → 取样位置', () => {
  beforeAll(async () => {
    analyst = await k.userId('xiemei');
  });

  it('serves the spots as a tree under the sampling points', async () => {
    const res = await k.post('/portal/sys/dataDict/v1/getByTypeKeyForComBo?typeKey=samplingSpot', await k.token('xiemei'), undefined);
    expect(res.statusCode).toBe(200);
    const points = res.json() as Array<{ key: string; children?: Array<{ key: string }> }>;
    expect(points.map((p) => p.key)).toEqual(['influent', 'secondary', 'effluent']);
    expect(points[2].children?.map((c) => c.key)).toEqual(['uvOutlet', 'parshall']);
  });

  it('saves a spot of the point chosen', async () => {
    const res = await k.post(SAVE, await k.token('xiemei'), sample('effluent', 'parshall'));
    expect(res.statusCode).toBe(200);
  });

  it('refuses a spot of another point with a 400 naming the field, in zh-CN and in en-US, and saves nothing', async () => {
    const token = await k.token('xiemei');
    const count = async () => Number((await t.db.selectFrom('form_bo_change').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const zh = await k.post(SAVE, token, sample('effluent', 'inletWell'));
    expect(zh.statusCode).toBe(400);
    expect(zh.json()).toMatchObject({ state: false, message: 'lab_results.sampleSpot: 取样位置的“inletWell”不属于所选采样点' });
    const en = await k.post(SAVE, token, sample('influent', 'effluent'), 'en-US');
    expect(en.statusCode).toBe(400);
    expect(en.json().message).toBe('lab_results.sampleSpot: 取样位置 "effluent" does not belong to the 采样点 chosen');
    expect(await count()).toBe(before);
  });
});

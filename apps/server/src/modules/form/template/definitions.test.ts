import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { formKit, type FormKit } from '../test-kit.js';

/** Defining a data template: every field it names is the BO's, of the kind its setting needs. */
let t: TestApp;
let k: FormKit;
let tenant: string;

beforeAll(async () => {
  t = await createTestApp();
  k = formKit(t);
  tenant = await k.plantId();
  await k.bos.define(tenant, null, {
    alias: 'def_bo', name: '水质',
    fields: [
      { key: 'cod', label: 'COD', type: 'number' },
      { key: 'over', label: '是否超标', type: 'switch' },
      { key: 'overItems', label: '超标项目', type: 'text' },
    ] as never,
  });
});
afterAll(() => t.close());

const define = (extra: object) => k.templates.define(tenant, null, { alias: 'def', name: '水质', boAlias: 'def_bo', formKey: 'def_bo', ...extra });

describe('defining a data template', () => {
  it('refuses a field the BO does not have, naming the setting', async () => {
    await expect(define({ displayField: [{ name: 'bod', desc: 'BOD' }] })).rejects.toThrow("displayField.0.name: 'bod' is not a field of business object def_bo");
  });

  it('takes as alarm flag only a yes/no field and as its items only a text field; the template info hands the alarm to the list', async () => {
    await expect(define({ alarmField: { flag: 'cod' } })).rejects.toThrow("alarmField.flag: 'cod' is not a yes/no field of business object def_bo");
    await expect(define({ alarmField: { flag: 'over', items: 'cod' } })).rejects.toThrow("alarmField.items: 'cod' is not a text field of business object def_bo");
    await define({ alarmField: { flag: 'over', items: 'overItems' }, right: [{ type: 'everyone' }] });
    const info = (await k.get('/form/form/dataTemplate/v1/getBpmDataTemplateInfo?alias=def', await k.token('chenjing'))).json();
    expect(info.value.alarmField).toEqual({ flag: 'over', items: 'overItems' });
  });
});

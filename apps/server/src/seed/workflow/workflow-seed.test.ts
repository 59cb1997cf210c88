import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BpmnModdle } from 'bpmn-moddle';
import { processFormSchema } from '@wp/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { compileDefinition } from '@wp/engine';
import { createOrgDirectoryProvider } from '../../modules/uc/org-directory.js';
import { createUcRepository } from '../../modules/uc/uc.repository.js';
import { seedWorkflowCatalogue, FLOW_TYPE } from './index.js';
import { demoProcesses, otherTenantProcesses } from './processes/index.js';
import { dictionaries, flowTypes, identities, sharedPhrases } from './catalogue.js';

let t: TestApp;
let main: string;
let other: string;

beforeAll(async () => {
  t = await createTestApp();
  const tenants = new Map((await t.db.selectFrom('uc_tenant').select(['id', 'code']).execute()).map((r) => [r.code, r.id]));
  main = tenants.get('platform')!;
  other = tenants.get('hxwater')!;
});
afterAll(() => t.close());

interface DiElement { $type: string; bpmnElement: { id: string }; waypoint?: Array<{ x: number; y: number }> }
interface ParsedXml {
  process: { id: string; flowElements: Array<{ id: string; $type: string }> };
  plane?: { bpmnElement: { id: string }; planeElement: DiElement[] };
}
/** The process and its diagram plane, read by bpmn-moddle (unknown or mis-namespaced DI is dropped there). */
async function parseWithDi(xml: string): Promise<ParsedXml> {
  const { rootElement } = await new BpmnModdle().fromXML(xml);
  const defs = rootElement as unknown as { rootElements: Array<{ $type: string }>; diagrams?: Array<{ plane: ParsedXml['plane'] }> };
  const process = defs.rootElements.find((e) => e.$type === 'bpmn:Process') as unknown as ParsedXml['process'];
  return { process, plane: defs.diagrams?.[0]?.plane };
}

const definitionsOf = (tenantId: string) =>
  t.db.selectFrom('bpm_definition').selectAll().where('tenant_id', '=', tenantId).orderBy('def_key').execute();

describe('the workflow catalogue seed', () => {
  it('deploys the six demo processes once each, as version 1, filed under their FLOW_TYPE category', async () => {
    const rows = await definitionsOf(main);
    expect(rows.map((r) => r.def_key)).toEqual(['docSign', 'expense', 'leave', 'purchase', 'repair', 'vehicle']);
    const types = new Map((await t.db.selectFrom('sys_type').select(['id', 'code']).where('tenant_id', '=', main).execute()).map((r) => [r.id, r.code]));
    for (const r of rows) {
      const p = demoProcesses.find((d) => d.key === r.def_key)!;
      expect([r.version, r.is_main, r.status, r.name]).toEqual([1, 1, 'deployed', p.name]);
      expect(types.get(r.type_id!)).toBe(p.typeCode);
    }
  });

  it("stores definitions that compile against the plant's organisation, with a form that passes the contract", async () => {
    const directory = await createOrgDirectoryProvider(createUcRepository(t.db)).forTenant(main);
    for (const row of await definitionsOf(main)) {
      const def = await compileDefinition(row.bpmn_xml, JSON.parse(row.settings_json), directory, row.id);
      expect(def.model.key).toBe(row.def_key);
      const form = processFormSchema.processForm.parse(JSON.parse(row.form_json!));
      expect(form.fields.length).toBeGreaterThan(2);
    }
  });

  it('gives every process diagram interchange: a shape for each flow node and an edge for each flow, inside the plane of the process', async () => {
    for (const p of [...demoProcesses, ...otherTenantProcesses]) {
      const { process, plane } = await parseWithDi(p.bpmnXml);
      expect(plane, p.key).toBeDefined();
      expect(plane!.bpmnElement.id).toBe(process.id);
      const drawn = new Map(plane!.planeElement.map((e) => [e.bpmnElement.id, e]));
      for (const el of process.flowElements) {
        const di = drawn.get(el.id);
        expect(di, `${p.key}: ${el.id}`).toBeDefined();
        if (el.$type === 'bpmn:SequenceFlow') {
          expect(di!.$type).toBe('bpmndi:BPMNEdge');
          expect(di!.waypoint!.length).toBeGreaterThanOrEqual(2);
        } else {
          expect(di!.$type).toBe('bpmndi:BPMNShape');
        }
      }
      expect(drawn.size).toBe(process.flowElements.length);
    }
  });

  it('lays processes out left to right: every flow ends to the right of where it starts, or on the same column', async () => {
    for (const p of demoProcesses) {
      const { plane } = await parseWithDi(p.bpmnXml);
      for (const e of plane!.planeElement) {
        if (e.$type !== 'bpmndi:BPMNEdge') continue;
        expect(e.waypoint!.at(-1)!.x, p.key).toBeGreaterThanOrEqual(e.waypoint![0].x);
      }
    }
  });

  it('seeds FLOW_TYPE categories with icon JSON, the dictionaries, the serial-number rules and the shared phrases', async () => {
    const types = await t.db.selectFrom('sys_type').selectAll().where('tenant_id', '=', main).where('type_key', '=', FLOW_TYPE).orderBy('sn').execute();
    expect(types.map((r) => [r.code, r.name, JSON.parse(r.icon!)])).toEqual(flowTypes.map((f) => [f.code, f.name, f.icon]));
    const dicts = await t.db.selectFrom('sys_data_dict').select(['type_key', 'key', 'name']).where('tenant_id', '=', main).orderBy('type_key').orderBy('sn').execute();
    expect(dicts.length).toBe(Object.values(dictionaries).flat().length);
    expect(dicts.filter((d) => d.type_key === 'leaveType').map((d) => d.name)).toEqual(['年假', '事假', '病假', '调休', '婚假']);
    const rules = await t.db.selectFrom('sys_identity').select(['alias', 'regulation', 'reset']).where('tenant_id', '=', main).orderBy('alias').execute();
    expect(rules).toEqual([...identities].map((i) => ({ alias: i.alias, regulation: i.regulation, reset: i.reset })).sort((a, b) => a.alias.localeCompare(b.alias)));
    const shared = await t.db.selectFrom('bpm_approval_item').select('expression').where('tenant_id', '=', main)
      .where('user_id', 'is', null).where('def_key', 'is', null).orderBy('sn').execute();
    expect(shared.map((r) => r.expression)).toEqual(sharedPhrases);
  });

  it('uses every dictionary and serial-number rule a form names', () => {
    for (const p of demoProcesses) {
      for (const f of p.form.fields) {
        if ('dictKey' in f && f.dictKey) expect(Object.keys(dictionaries), `${p.key}.${f.key}`).toContain(f.dictKey);
        if (f.type === 'serialNo') expect(identities.map((i) => i.alias), `${p.key}.${f.key}`).toContain(f.identityAlias);
      }
    }
  });

  it('gives the second tenant its own category and process, and nothing of the plant', async () => {
    expect((await definitionsOf(other)).map((r) => r.def_key)).toEqual(['overtime']);
    expect((await t.db.selectFrom('sys_type').select('code').where('tenant_id', '=', other).execute()).map((r) => r.code)).toEqual(['general']);
    expect(await t.db.selectFrom('sys_data_dict').select('id').where('tenant_id', '=', other).execute()).toEqual([]);
    expect(await t.db.selectFrom('bpm_approval_item').select('id').where('tenant_id', '=', other).execute()).toEqual([]);
  });

  it('does nothing when run again', async () => {
    const before = (await definitionsOf(main)).length + (await definitionsOf(other)).length;
    await seedWorkflowCatalogue(t.db, { main, other });
    expect((await definitionsOf(main)).length + (await definitionsOf(other)).length).toBe(before);
    expect((await t.db.selectFrom('sys_type').select('id').where('tenant_id', '=', main).execute()).length).toBe(flowTypes.length);
  });
});

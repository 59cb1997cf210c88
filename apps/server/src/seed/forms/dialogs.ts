import type { formDataApi } from '@wp/contract';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { createDialogDefinitions } from '../../modules/form/dialog/definitions.js';
import { createDialogRepository } from '../../modules/form/dialog/dialog.repository.js';
import { createRegisteredSources } from '../../modules/form/dialog/sources.js';
import { materialFields, materialTemplate } from './materials.js';

/** 物资台账's categories, as the search area's choices. */
const categoryOptions = (materialFields.find((f) => f.key === 'category') as { options: Array<{ key: string; name: string }> }).options
  .map((o) => ({ value: o.key, label: o.name }));

/**
 * The plant's custom dialogs: 物资 (pick materials from 物资台账, several at once), 低库存物资 (the materials
 * below their safety stock, for the home column), 人员 (pick a person of the staff directory) and 组织 (pick a
 * department from the organisation tree).
 */
export const plantDialogs: formDataApi.dialog.CustomDialogInput[] = [
  {
    alias: 'materials', name: '物资', dsType: 'dataSource', style: 0, selectNum: -1, needPage: true, pageSize: 20,
    source: { kind: 'bo', boAlias: materialTemplate.boAlias },
    displayfield: [
      { field: 'code', comment: '物资编码' }, { field: 'name', comment: '物资名称' }, { field: 'spec', comment: '规格型号' },
      { field: 'unit', comment: '单位' }, { field: 'stock', comment: '当前库存' },
    ],
    resultfield: [{ field: 'code', comment: 'code' }, { field: 'name', comment: 'name' }, { field: 'spec', comment: 'spec' }, { field: 'unit', comment: 'unit' }],
    sortfield: [{ field: 'code', sortType: 'ASC' }],
    conditionfield: [
      { field: 'name', comment: '物资名称', condition: 'LK', dbType: 'varchar', controllerType: 1, defaultType: 1 },
      { field: 'category', comment: '类别', condition: 'EQ', dbType: 'varchar', controllerType: 3, defaultType: 1, config: { options: categoryOptions } },
    ],
  },
  {
    alias: 'lowStock', name: '低库存物资', dsType: 'dataSource', style: 0, selectNum: -1, needPage: true, pageSize: 20,
    source: { kind: 'bo', boAlias: materialTemplate.boAlias },
    displayfield: [
      { field: 'name', comment: '物资名称' }, { field: 'stock', comment: '当前库存' }, { field: 'safetyStock', comment: '安全库存' }, { field: 'unit', comment: '单位' },
    ],
    resultfield: [{ field: 'code', comment: 'code' }, { field: 'name', comment: 'name' }],
    sortfield: [{ field: 'margin', sortType: 'ASC' }],
    // Fixed: below the safety stock (a negative margin) whatever the client sends.
    conditionfield: [{ field: 'margin', comment: '库存余量', condition: 'LT', dbType: 'number', controllerType: 1, defaultType: 2, defaultValue: '0' }],
  },
  {
    alias: 'staff', name: '人员', dsType: 'dataSource', style: 0, selectNum: 1, needPage: true, pageSize: 20,
    source: { kind: 'registered', name: 'staff' },
    displayfield: [{ field: 'name', comment: '姓名' }, { field: 'account', comment: '账号' }, { field: 'org', comment: '部门' }, { field: 'post', comment: '岗位' }],
    resultfield: [{ field: 'id', comment: 'id' }, { field: 'name', comment: 'name' }, { field: 'account', comment: 'account' }, { field: 'org', comment: 'org' }, { field: 'post', comment: 'post' }],
    conditionfield: [{ field: 'name', comment: '姓名', condition: 'LK', dbType: 'varchar', controllerType: 1, defaultType: 1 }],
  },
  {
    alias: 'orgTree', name: '组织', dsType: 'dataSource', style: 1, selectNum: 1, needPage: false,
    source: { kind: 'registered', name: 'orgs' },
    displayfield: { id: 'id', pid: 'parent_id', displayName: 'name' },
    resultfield: [{ field: 'id', comment: 'id' }, { field: 'name', comment: 'name' }],
    conditionfield: [{ field: 'name', comment: '组织名称', condition: 'LK', dbType: 'varchar', controllerType: 1, defaultType: 1 }],
  },
];

/** Defines the plant's dialogs that the tenant does not have yet (a dialog someone changed stays as they left it). */
export async function seedPlantDialogs(db: Db, tenantId: string, clock: Clock): Promise<void> {
  const repo = createDialogRepository(db);
  const definitions = createDialogDefinitions({ repo, clock, registeredNames: createRegisteredSources(db).names });
  for (const d of plantDialogs) {
    if (!(await repo.byAlias(tenantId, d.alias))) await definitions.define(tenantId, null, d);
  }
}

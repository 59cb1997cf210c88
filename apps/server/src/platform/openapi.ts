import { z } from 'zod';
import { appModelApi, dataDictApi, eamApi, errorResult, menuApi, sysTypeApi } from '@wp/contract';

/**
 * Schemas the OpenAPI document names once under components and refers to: the recursive trees (a tree cannot
 * be written inline; unnamed, each came out as a reference to a missing `schema0`) and the error reply every
 * route may give (the asset system's routes their own, ADR 0024).
 */
const named: Array<[z.ZodType, string]> = [
  [sysTypeApi.sysTypeTree, 'SysTypeTree'],
  [dataDictApi.dictItem, 'DictItem'],
  [menuApi.menuNode, 'MenuNode'],
  [appModelApi.appCategory, 'AppCategory'],
  [errorResult, 'ErrorResult'],
  [eamApi.eamError, 'EamError'],
];

/** Gives those schemas their ids in zod's registry (once per process: every test app is built in the same one). */
export function nameOpenApiSchemas() {
  for (const [schema, id] of named) if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });
}

import type { ProcessForm } from '@wp/contract';
import type { DefinitionSettings } from '@wp/engine';

/** A start right of a seeded process, by codes the seed resolves to ids (organisations by their code). */
export type SeedRight =
  | { type: 'everyone' }
  | { type: 'role' | 'post'; code: string }
  | { type: 'org'; orgCode: string };

/** A demo process: the BPMN with its diagram, node settings, form, category and who may start it. */
export interface SeedProcess {
  key: string;
  name: string;
  description: string;
  /** Code of its FLOW_TYPE category. */
  typeCode: string;
  settings: DefinitionSettings;
  form: ProcessForm;
  rights: SeedRight[];
  /** BPMN 2.0 XML with diagram interchange (laid out once at dev time, left to right). */
  bpmnXml: string;
}

// bpmn-moddle ships types only for its element classes ('bpmn-moddle/types'), not for the parser entry;
// this declares the small part of it the engine uses.
declare module 'bpmn-moddle' {
  export interface ModdleElement {
    $type: string;
    id?: string;
    name?: string;
    [property: string]: unknown;
  }
  export interface ParseWarning {
    message: string;
    element?: ModdleElement;
    property?: string;
    value?: string;
  }
  export interface ParseResult {
    rootElement: ModdleElement;
    warnings: ParseWarning[];
  }
  export class BpmnModdle {
    constructor();
    fromXML(xml: string, typeName?: string): Promise<ParseResult>;
  }
}

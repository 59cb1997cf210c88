import type { SeedProcess } from './types.js';

/** 采购申请: the department head approves; purchases over 50,000 yuan also go to the director. */
export const purchase: SeedProcess = {
  key: 'purchase',
  name: '采购申请',
  description: '物资采购：部门负责人审批，超过5万元由厂长审批',
  typeCode: 'finance',
  rights: [{ type: 'everyone' }],
  form: {
    fields: [
      { key: 'serialNo', label: '采购单号', type: 'serialNo', identityAlias: 'purchaseNo' },
      { key: 'item', label: '采购事项', type: 'text', required: true, maxLength: 100 },
      { key: 'supplier', label: '供应商', type: 'text', maxLength: 100 },
      {
        key: 'items', label: '采购明细', type: 'subtable', minRows: 1, maxRows: 50,
        columns: [
          // Picked from the materials ledger (custom dialog `materials`), which also fills the specification.
          {
            key: 'name', label: '物品名称', type: 'dialog', dialogAlias: 'materials', multiple: false, required: true, maxLength: 100,
            mappings: [{ from: 'name', to: 'name' }, { from: 'spec', to: 'spec' }],
          },
          { key: 'spec', label: '规格型号', type: 'text', maxLength: 100 },
          { key: 'qty', label: '数量', type: 'number', required: true, min: 1, precision: 0 },
          { key: 'unitPrice', label: '单价', type: 'money', required: true, min: 0 },
          { key: 'subtotal', label: '小计', type: 'computed', expression: 'qty * unitPrice', precision: 2 },
        ],
      },
      // The amount the gateway reads is the total of the lines, worked out by the server: never a typed figure.
      { key: 'amount', label: '采购金额', type: 'computed', expression: 'sum(items.subtotal)', precision: 2, max: 99_999_999_999.99 },
      { key: 'reason', label: '采购理由', type: 'textarea', required: true, maxLength: 1000 },
    ],
  },
  settings: {
    subjectTemplate: '采购申请（{amount}元）',
    nodes: {
      deptHead: {
        assignees: [{ type: 'starterDeptHead' }],
        // The head may name or change the supplier.
        form: { formKey: 'purchaseForm', permissions: { supplier: 'w' } },
      },
      director: {
        assignees: [{ type: 'post', codes: ['director'] }],
        opinionRequired: true,
        resubmit: 'direct',
        form: { formKey: 'purchaseForm', permissions: {} },
      },
    },
  },
  bpmnXml: bpmnXml(),
};

/** Laid out once at dev time (left to right); kept here so the bundled server carries it. */
function bpmnXml(): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="defs" targetNamespace="http://qingyuan-water.cn/bpmn">
  <bpmn:process id="purchase" name="采购申请" isExecutable="true">
    <bpmn:startEvent id="start" name="提交采购申请" />
    <bpmn:userTask id="deptHead" name="部门负责人审批" />
    <bpmn:exclusiveGateway id="amountGateway" name="采购金额" default="smallPurchase" />
    <bpmn:userTask id="director" name="厂长审批" />
    <bpmn:endEvent id="end" name="结束" />
    <bpmn:sequenceFlow id="toDeptHead" sourceRef="start" targetRef="deptHead" />
    <bpmn:sequenceFlow id="toAmountGateway" sourceRef="deptHead" targetRef="amountGateway" />
    <bpmn:sequenceFlow id="largePurchase" name="超过5万元" sourceRef="amountGateway" targetRef="director">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">amount &gt; 50000</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="smallPurchase" name="5万元以内" sourceRef="amountGateway" targetRef="end" />
    <bpmn:sequenceFlow id="directorDone" sourceRef="director" targetRef="end" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="purchase_diagram">
    <bpmndi:BPMNPlane id="purchase_plane" bpmnElement="purchase">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start">
        <dc:Bounds x="42" y="72" width="36" height="36" />
        <bpmndi:BPMNLabel>
          <dc:Bounds x="20" y="114" width="80" height="14" />
        </bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="deptHead_di" bpmnElement="deptHead">
        <dc:Bounds x="175" y="50" width="110" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="amountGateway_di" bpmnElement="amountGateway" isMarkerVisible="true">
        <dc:Bounds x="375" y="65" width="50" height="50" />
        <bpmndi:BPMNLabel>
          <dc:Bounds x="404" y="45" width="80" height="14" />
        </bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="director_di" bpmnElement="director">
        <dc:Bounds x="515" y="50" width="110" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_di" bpmnElement="end">
        <dc:Bounds x="722" y="72" width="36" height="36" />
        <bpmndi:BPMNLabel>
          <dc:Bounds x="700" y="52" width="80" height="14" />
        </bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="toDeptHead_di" bpmnElement="toDeptHead">
        <di:waypoint x="78" y="90" />
        <di:waypoint x="175" y="90" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="toAmountGateway_di" bpmnElement="toAmountGateway">
        <di:waypoint x="285" y="90" />
        <di:waypoint x="375" y="90" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="largePurchase_di" bpmnElement="largePurchase">
        <di:waypoint x="425" y="90" />
        <di:waypoint x="515" y="90" />
        <bpmndi:BPMNLabel>
          <dc:Bounds x="440" y="70" width="60" height="14" />
        </bpmndi:BPMNLabel>
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="smallPurchase_di" bpmnElement="smallPurchase">
        <di:waypoint x="400" y="115" />
        <di:waypoint x="400" y="220" />
        <di:waypoint x="740" y="220" />
        <di:waypoint x="740" y="108" />
        <bpmndi:BPMNLabel>
          <dc:Bounds x="540" y="200" width="60" height="14" />
        </bpmndi:BPMNLabel>
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="directorDone_di" bpmnElement="directorDone">
        <di:waypoint x="625" y="90" />
        <di:waypoint x="722" y="90" />
      </bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}

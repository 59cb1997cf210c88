// The workflow engine: BPMN definitions with node settings in, a pure step function over instance state out.

export { EngineError, DefinitionError, type EngineErrorCode } from './errors.js';
export type { OrgDirectory } from './directory.js';

export type { ProcessModel, NodeDef, FlowDef, NodeType } from './definition/model.js';
export { parseBpmn } from './definition/parse-bpmn.js';
export type { NodeSettings, DefinitionSettings, AssigneeRule, FieldPermission, RejectMode, ResubmitMode, SignRule, EndOutcome } from './definition/settings.js';
export { knownButtons, viewButtons } from './definition/settings.js';
export type { OverdueAction } from './definition/settings.js';
export type { WorkCalendar } from './definition/timers.js';
export { checkExpression, evaluateCondition } from './definition/expressions.js';
export { compileDefinition, validateDefinition, afterJumpNodes, type CompiledDefinition } from './definition/compile.js';
export { callProblems, calledKeys, type DeployedModels } from './definition/calls.js';

export type {
  InstanceState, InstanceStatus, InstanceOutcome, Task, TaskStatus, Token, Arrival, SignGroup, ReturnTo, NodeVisit, LatestVisit, Vote,
  OpinionRecord, OpinionStatus, OpinionOrigin, Timer, Call, Effect, CloseReason, NotifyKind, Command, StepContext, StepResult,
} from './runtime/types.js';
export { step } from './runtime/step.js';
export { awaitedOn, buttonsFor } from './runtime/buttons.js';
export { renderSubject } from './runtime/subject.js';
export { canRevoke, canRevokeBy, revokeFactsOf, revokeRefusalOf, type RevokeFacts, type RevokeRefusal } from './runtime/commands/revoke.js';
export { lockStatus, LockCode, diagramStatus, predictPath, type NodeStatus, type PredictedNode } from './runtime/queries.js';

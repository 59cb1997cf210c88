import type { ModdleElement, ParseWarning } from 'bpmn-moddle';

/**
 * Deploy-time honesty: what a BPMN file says that the engine does not do is refused (a problem) when running
 * without it would behave differently, and reported by name (a warning) when it changes nothing that runs.
 * Nothing is silently ignored.
 */

/** The expression languages the engine evaluates conditions in (jexl; no attribute means the same). */
const conditionLanguages = new Set(['jexl']);

/** Parser warnings about things the engine never reads: a declared encoding (the XML arrives as text) and unknown attributes. */
const harmlessParserWarnings = [/^unsupported document encoding/, /^unknown attribute </];

/** Whether a bpmn-moddle warning changes nothing the engine runs. */
export function isHarmless(warning: ParseWarning): boolean {
  return harmlessParserWarnings.some((pattern) => pattern.test(warning.message));
}

/** A process marked not executable is documentation, not something to run. */
export function processProblems(process: ModdleElement): string[] {
  return process.isExecutable === false ? [`Process '${process.id ?? ''}' has isExecutable="false" (a model not meant to run); set isExecutable="true" to deploy it`] : [];
}

/** The definitions may name a language for every expression; conditions are read as the engine's own regardless. */
export function definitionsWarnings(definitions: ModdleElement): string[] {
  // bpmn-moddle answers XPath (the spec's default) when the file names none: only a declared one is worth a word.
  if (!Object.prototype.hasOwnProperty.call(definitions, 'expressionLanguage')) return [];
  const language = definitions.expressionLanguage;
  if (typeof language !== 'string' || conditionLanguages.has(language.toLowerCase())) return [];
  return [`The definitions declare expressionLanguage '${language}'; conditions are evaluated as the engine's expressions (jexl)`];
}

/**
 * A multi-instance task whose member count or early end the file decides: the engine takes its members from the
 * assignee rules and decides with the sign rule, so running it would not do what the file says.
 */
export function multiInstanceProblems(loop: ModdleElement, label: string): string[] {
  const problems: string[] = [];
  if (loop.loopCardinality) problems.push(`${label} has a multi-instance loopCardinality, which the engine does not honour: the members come from the node's assignee rules`);
  if (loop.loopDataInputRef) problems.push(`${label} has a multi-instance loopDataInputRef, which the engine does not honour: the members come from the node's assignee rules`);
  if (loop.completionCondition) problems.push(`${label} has a multi-instance completionCondition, which the engine does not evaluate: set the sign rule (all, percent or oneVote) in the node's settings instead`);
  return problems;
}

/** A condition written in another language (groovy, javascript ...) would be evaluated as something it is not. */
export function conditionLanguageProblem(expression: ModdleElement, flowLabel: string): string | null {
  const language = expression.language;
  if (typeof language !== 'string' || conditionLanguages.has(language.toLowerCase())) return null;
  return `${flowLabel} has a condition in language '${language}' (the language attribute); the engine evaluates only its own expressions (jexl): remove the attribute or rewrite the condition`;
}

/** Attributes of other namespaces (camunda:assignee, flowable:formKey ...): the engine reads its settings instead. */
export function foreignAttributeWarnings(el: ModdleElement, label: string): string[] {
  const attrs = el.$attrs;
  if (typeof attrs !== 'object' || attrs === null) return [];
  return Object.keys(attrs)
    .filter((name) => name.includes(':') && !name.startsWith('xmlns:'))
    .map((name) => `${label} has attribute '${name}', which the engine does not read`);
}

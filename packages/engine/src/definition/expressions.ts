import jexl from 'jexl';
import type Expression from 'jexl/Expression';
import type Ast from 'jexl/Ast';
import { EngineError } from '../errors.js';

// Jexl is an interpreter (no eval / new Function). A private instance with no transforms or functions
// registered keeps flow conditions to plain comparisons and logic over the variables.
const language = new jexl.Jexl();
const cache = new Map<string, Expression>();
const cacheLimit = 2000;

/** Compiles once per expression text; throws the parser's message for bad syntax or unknown functions. */
function compile(expression: string): Expression {
  let compiled = cache.get(expression);
  if (compiled) return compiled;
  compiled = language.compile(expression);
  const call = findCall(compiled._getAst());
  if (call) throw new Error(`${call.pool === 'transforms' ? 'transform' : 'function'} '${call.name}' is not available`);
  // Conditions come from deployed definitions, so the set is small; the limit only guards a runaway caller.
  if (cache.size >= cacheLimit) cache.clear();
  cache.set(expression, compiled);
  return compiled;
}

/** The reason an expression cannot be used, or null when it compiles. */
export function checkExpression(expression: string): string | null {
  if (expression.trim() === '') return 'the expression is empty';
  try {
    compile(expression);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** Evaluates a flow condition over the variables; a broken expression is an EngineError, never a silent false. */
export function evaluateCondition(expression: string, vars: Record<string, unknown>): boolean {
  try {
    return Boolean(compile(expression).evalSync(vars));
  } catch (error) {
    throw new EngineError('BAD_EXPRESSION', `Condition \`${expression}\` cannot be evaluated: ${(error as Error).message}`);
  }
}

/** True when every variable path the expression reads is present, so its value is already known. */
export function isDecidable(expression: string, vars: Record<string, unknown>): boolean {
  let decidable = true;
  walk(compile(expression)._getAst(), (node) => {
    if (node.type !== 'Identifier' || node.relative) return;
    const path = identifierPath(node);
    if (path && lookup(vars, path) === undefined) decidable = false;
  });
  return decidable;
}

/** `a.b.c` as ['a','b','c']; null when the chain starts from something other than a variable. */
function identifierPath(node: Ast): string[] | null {
  if (node.type !== 'Identifier') return null;
  if (!node.from) return [node.value];
  const parent = identifierPath(node.from);
  return parent && [...parent, node.value];
}

function lookup(vars: Record<string, unknown>, path: string[]): unknown {
  let value: unknown = vars;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function findCall(ast: Ast): Extract<Ast, { type: 'FunctionCall' }> | undefined {
  let found: Extract<Ast, { type: 'FunctionCall' }> | undefined;
  walk(ast, (node) => {
    if (node.type === 'FunctionCall' && !found) found = node;
  });
  return found;
}

function walk(node: Ast | undefined, visit: (node: Ast) => void): void {
  if (!node) return;
  visit(node);
  switch (node.type) {
    case 'UnaryExpression': walk(node.right, visit); break;
    case 'BinaryExpression': walk(node.left, visit); walk(node.right, visit); break;
    case 'ConditionalExpression': walk(node.test, visit); walk(node.consequent, visit); walk(node.alternate, visit); break;
    case 'FilterExpression': walk(node.expr, visit); walk(node.subject, visit); break;
    case 'ArrayLiteral': node.value.forEach((item) => walk(item, visit)); break;
    case 'ObjectLiteral': Object.values(node.value).forEach((item) => walk(item, visit)); break;
    case 'Identifier': walk(node.from, visit); break;
    case 'FunctionCall': node.args.forEach((arg) => walk(arg, visit)); break;
    case 'Literal': break;
  }
}

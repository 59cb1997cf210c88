import { Visitor, type ESTree, type Plugin } from 'vite';
import { applyEdits, type Edit } from './source-edits.js';

/** What the browser reads of a contract endpoint (see src/lib/http/client.ts). */
const endpointFieldsCalled = new Set(['host', 'method', 'path', 'anonymous']);

/**
 * The contract's endpoints carry their shapes (zod schemas) and a summary for the server; the browser calls
 * them by host, method and path alone. So the web keeps just those fields of each `endpoint({...})` and
 * marks every call made while a module of the contract or of @wp/form loads as pure: such a module only
 * declares schemas, endpoints and rules, so the schemas left unreferenced and the endpoints no page calls
 * drop out of the bundle, and with them zod. Applied in the build, the dev server and the web's tests alike
 * (vitest.config.ts), so what the tests run is what ships; zod itself is the real one everywhere.
 */
export const contractForTheBrowser = (): Plugin => ({
  name: 'contract-for-the-browser',
  transform(code, id) {
    if (!/[\\/]packages[\\/](contract|form)[\\/]src[\\/].+\.ts$/.test(id)) return null;
    return { code: contractModuleForTheBrowser(code, this.parse(code, { lang: 'ts' })), map: null };
  },
});

/** One contract module as the browser build takes it, given its syntax tree. */
export function contractModuleForTheBrowser(code: string, program: ESTree.Program): string {
  const edits: Edit[] = [];
  const pureAt = new Set<number>(); // a chain `z.string().max(9)` is several calls starting at one place
  let functionDepth = 0; // calls inside a function run later, not while the module loads: not marked
  let droppedUntil = -1; // the end of the endpoint argument being rewritten: nothing inside it is kept as is
  const enter = () => void functionDepth++;
  const exit = () => void functionDepth--;
  new Visitor({
    FunctionDeclaration: enter, 'FunctionDeclaration:exit': exit,
    FunctionExpression: enter, 'FunctionExpression:exit': exit,
    ArrowFunctionExpression: enter, 'ArrowFunctionExpression:exit': exit,
    CallExpression(node) {
      if (node.start < droppedUntil) return;
      if (functionDepth === 0 && !pureAt.has(node.start)) {
        pureAt.add(node.start);
        edits.push({ start: node.start, end: node.start, text: '/* @__PURE__ */ ' });
      }
      const [arg] = node.arguments;
      if (node.callee.type !== 'Identifier' || node.callee.name !== 'endpoint' || arg?.type !== 'ObjectExpression') return;
      const kept = arg.properties.filter((p) => p.type !== 'Property' || p.key.type !== 'Identifier' || endpointFieldsCalled.has(p.key.name));
      edits.push({ start: arg.start, end: arg.end, text: `{ ${kept.map((p) => code.slice(p.start, p.end)).join(', ')} }` });
      droppedUntil = arg.end;
    },
  }).visit(program);
  return applyEdits(code, edits);
}

// In-process engine benchmark: N instances of a three-step approval, started and approved to the end purely
// in memory. Prints completions per second. Run: npx tsx packages/engine/bench/engine-bench.ts [N]
import { readFileSync } from 'node:fs';
import { compileDefinition, step, type InstanceState, type StepContext } from '../src/index.js';
import { plantDirectory } from '../testing/plant-directory.js';

const instances = Number(process.argv[2] ?? 20_000);
const fixture = (file: string) => readFileSync(new URL(`../fixtures/${file}`, import.meta.url), 'utf8');
const def = await compileDefinition(fixture('three-step.bpmn'), JSON.parse(fixture('three-step.settings.json')), plantDirectory);

let counter = 0;
const ctx: StepContext = { now: '2026-03-02T08:00:00.000Z', newId: () => `id${++counter}`, directory: plantDirectory };

/** One instance from start to end: a start and three approvals. */
function runOne(): void {
  let state: InstanceState = step(def, null, { type: 'start', starterId: 'chenjing', vars: { days: 2 } }, ctx).state;
  while (state.status !== 'end') {
    const task = state.tasks[0];
    state = step(def, state, { type: 'complete', taskId: task.id, userId: task.assigneeId as string, action: 'agree', opinion: '同意' }, ctx).state;
  }
}

for (let i = 0; i < 500; i++) runOne(); // warm-up: let the JIT settle before measuring
const began = process.hrtime.bigint();
for (let i = 0; i < instances; i++) runOne();
const seconds = Number(process.hrtime.bigint() - began) / 1e9;
console.log(`engine: ${instances} three-step instances in ${seconds.toFixed(2)} s`);
console.log(`  ${Math.round(instances / seconds)} instances completed/s, ${Math.round((instances * 4) / seconds)} steps/s`);

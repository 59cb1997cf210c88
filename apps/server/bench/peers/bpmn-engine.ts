// The peer of the engine bench: bpmn-engine (npm), the most used BPMN engine in JavaScript, running the same
// three-step approval in memory. The model is parsed once (its public `moddleContext` option), as ours is
// compiled once; each instance is a new Engine whose user tasks are signalled as they wait.
import { EventEmitter } from 'node:events';
import { BpmnModdle } from 'bpmn-moddle';
import { Engine } from 'bpmn-engine';

/**
 * Runs `instances` instances of `xml` to their end, signalling every wait, `inFlight` at a time; returns the
 * seconds taken.
 */
export async function bpmnEngineSeconds(xml: string, instances: number, inFlight = 1): Promise<number> {
  const moddleContext = await new BpmnModdle().fromXML(xml);
  const runOne = async () => {
    const engine = new Engine({ name: 'bench', moddleContext });
    const listener = new EventEmitter();
    listener.on('wait', (api: { signal(output?: unknown): void }) => api.signal({ opinion: '同意' }));
    const ended = new Promise<void>((resolve, reject) => {
      engine.once('end', () => resolve());
      engine.once('error', reject);
    });
    await engine.execute({ listener });
    await ended;
  };
  for (let i = 0; i < Math.min(300, instances); i++) await runOne(); // warm-up, as for ours
  const began = process.hrtime.bigint();
  let next = 0;
  await Promise.all(Array.from({ length: inFlight }, async () => { while (next++ < instances) await runOne(); }));
  return Number(process.hrtime.bigint() - began) / 1e9;
}

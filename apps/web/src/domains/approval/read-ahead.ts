import { dataDictApi, modelApi, runtimeActionApi, runtimeInstanceApi, runtimeTaskApi } from '@wp/contract';
import { formDictionaries } from '@wp/form';
import { CallError, isNetworkFailure, keepAhead } from '../../lib/http/client.js';
import { currentUser } from '../../lib/session/store.js';
import { mayReadAhead, READ_AHEAD_MAX, whenIdle } from '../../lib/offline/read-ahead-policy.js';

/**
 * Reads to-dos ahead so that they open offline though never opened online (ADR 0029): each task's own kept calls,
 * as the task page (features/task) makes them for a to-do row (`/task/:taskId/0`): the task, its buttons, its
 * records, the claim state of a shared one, the definition with its form and the dictionaries of the form's
 * choices. The device keeps the replies under the same user and call as the page's, so offline the page finds
 * them and says they are the device's copies. Loaded by the to-do list (features/matters) only when it reads ahead.
 */

/** Tasks whose calls were all kept, per user, this page's life long: the list's polls do not read them again. */
const read = new Set<string>();

/** Waits for an idle moment, or for the abort. */
const idle = (signal: AbortSignal) => new Promise<void>((resolve) => {
  const cancel = whenIdle(resolve);
  signal.addEventListener('abort', () => {
    cancel();
    resolve();
  }, { once: true });
});

/**
 * What one run reads once however many of its tasks need it (tasks of one process share a definition, forms share
 * dictionaries): each such read's promise, so a task waits for the one under way and fails with it.
 */
type Shared = Map<string, Promise<unknown>>;
function once(shared: Shared, key: string, read: () => Promise<unknown>): Promise<unknown> {
  let p = shared.get(key);
  if (!p) shared.set(key, (p = read()));
  return p;
}

/** A definition and the dictionaries its form's choice fields read (sub-table columns too): choices show offline. */
async function readDefinition(defId: string, signal: AbortSignal, shared: Shared): Promise<void> {
  const { form } = await keepAhead(modelApi.defGet, { query: { defId }, signal });
  // formDictionaries walks the fields by the form package's one rule; the keys it would collect are not needed.
  await formDictionaries(form?.fields ?? [], async (typeKey) => {
    await once(shared, `dict ${typeKey}`, () => keepAhead(dataDictApi.getByTypeKeyForComBo, { query: { typeKey }, signal }));
    return new Set<string>();
  });
}

/** One task's calls, with its definition (read once a run). */
async function readTask(taskId: string, signal: AbortSignal, shared: Shared): Promise<void> {
  const { bpmTask: bt } = await keepAhead(runtimeTaskApi.get, { query: { id: taskId }, signal });
  const calls: Array<Promise<unknown>> = [
    keepAhead(runtimeTaskApi.getButtonsBytaskId, { query: { taskId: bt.taskId }, signal }),
    keepAhead(runtimeInstanceApi.instanceFlowOpinions, { query: { instId: bt.procInstId }, signal }),
  ];
  // TaskPage asks for the claim state of a shared task only (open, nobody assigned).
  if (bt.open && bt.assigneeId === null) calls.push(keepAhead(runtimeActionApi.canLock, { query: { taskId: bt.taskId }, signal }));
  calls.push(once(shared, `def ${bt.procDefId}`, () => readDefinition(bt.procDefId, signal, shared)));
  await Promise.all(calls);
}

/**
 * Reads the first READ_AHEAD_MAX of these tasks, one at a time and each at an idle moment, for the signed-in user.
 * Stops when aborted (the list left the screen), when the network fails or goes, when the connection asks to save
 * data, or when the user changes; a task the server refuses (handled meanwhile, gone) is passed over. Never a
 * word to the user. Answers how many tasks it read.
 */
export async function readTasksAhead(taskIds: readonly string[], signal: AbortSignal): Promise<number> {
  const user = currentUser();
  if (!user) return 0;
  const shared: Shared = new Map();
  let count = 0;
  for (const taskId of taskIds.slice(0, READ_AHEAD_MAX)) {
    const key = `${user.userId} ${taskId}`;
    if (read.has(key)) continue;
    await idle(signal);
    if (signal.aborted || !mayReadAhead() || currentUser()?.userId !== user.userId) break;
    try {
      await readTask(taskId, signal, shared);
      read.add(key);
      count += 1;
    } catch (err) {
      if (!(err instanceof CallError) || err.cancelled || isNetworkFailure(err)) break;
    }
  }
  return count;
}

/** Forgets which tasks were read (tests). */
export const forgetReadAhead = () => read.clear();

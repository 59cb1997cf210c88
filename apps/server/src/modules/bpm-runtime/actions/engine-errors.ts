import { EngineError, revokeRefusalOf } from '@wp/engine';
import { AppError } from '../../../platform/errors.js';
import type { MessageKey } from '../../../platform/messages.js';

type Vars = Record<string, string | number>;

/**
 * The engine refuses in English with a code; the client gets a status and a sentence in its own language.
 * Specific refusals are recognised by their text (the engine's messages are stable and tested) so the user
 * reads why, not just that; anything else falls back to the code's message. The English detail stays in
 * the error for the log, never in the reply: a Chinese toast carries no English sentence.
 */
const specific: Array<[RegExp, MessageKey, (m: RegExpMatchArray) => Vars]> = [
  [/^Waiting for the inquiry or add-sign replies/, 'bpm.notAllowed.waiting', () => ({})],
  [/^'(\w+)' is not available on this task/, 'bpm.notAllowed.button', (m) => ({ button: m[1] })],
  [/^Only the starter can /, 'bpm.notAllowed.onlyStarter', () => ({})],
  [/^This task cannot be rejected/, 'bpm.notAllowed.cannotReject', () => ({})],
  [/^Reject mode '\w+' is not available/, 'bpm.notAllowed.rejectMode', () => ({})],
  [/^Only the person who transferred this task/, 'bpm.notAllowed.retrieve', () => ({})],
  [/^The new handler has already acted/, 'bpm.notAllowed.acted', () => ({})],
  [/^You have already claimed this task/, 'bpm.notAllowed.claimed', () => ({})],
  [/^The task is not claimed/, 'bpm.notAllowed.notClaimed', () => ({})],
  [/^Answer this task with feedback/, 'bpm.notAllowed.answer', () => ({})],
  [/^Only an administrator can end an instance/, 'bpm.notAllowed.adminEnd', () => ({})],
  [/^This task is not (a communication|an inquiry) to answer/, 'bpm.notAllowed.notAnswer', () => ({})],
  [/^No added approver is still waiting/, 'bpm.notAllowed.noAddSign', () => ({})],
  [/^No inquiry is still waiting/, 'bpm.notAllowed.noInquiry', () => ({})],
  [/^This node has no previous step/, 'bpm.badTarget.noPrevious', () => ({})],
  [/^Choose at least one other person/, 'bpm.badCommand.someoneElse', () => ({})],
  [/^Transfer the task to someone else/, 'bpm.badCommand.someoneElse', () => ({})],
  [/^Already an approver on this node: (.+)$/, 'bpm.badCommand.alreadyApprover', (m) => ({ users: m[1] })],
  [/^Unknown user(?:\(s\))?: (.+)$/, 'bpm.unknownUser', (m) => ({ users: m[1] })],
  [/^Nobody can be found to handle (.+?): /, 'bpm.noAssignee', (m) => ({ node: m[1] })],
  [/^No condition of \w+ gateway '([^']+)'(?: \((.+?)\))? holds/, 'bpm.flowError.noPath', (m) => ({ node: m[2] ?? m[1] })],
];

const byCode: Record<EngineError['code'], [number, MessageKey]> = {
  TASK_NOT_FOUND: [409, 'bpm.alreadyHandled'],
  NOT_ASSIGNEE: [403, 'bpm.notAssignee'],
  LOCKED_BY_OTHER: [403, 'bpm.lockedByOther'],
  NOT_ALLOWED: [403, 'bpm.notAllowed'],
  NO_LOCK_NEEDED: [400, 'bpm.noLockNeeded'],
  OPINION_REQUIRED: [400, 'bpm.opinionRequired'],
  BAD_TARGET: [400, 'bpm.badTarget'],
  BAD_COMMAND: [400, 'bpm.badCommand'],
  CANNOT_REVOKE: [409, 'bpm.cannotRevoke.acted'],
  INSTANCE_ENDED: [409, 'bpm.instanceEnded'],
  UNKNOWN_USER: [400, 'bpm.unknownUser'],
  NO_ASSIGNEE: [409, 'bpm.noAssignee'],
  NO_PATH: [409, 'bpm.flowError'],
  BAD_EXPRESSION: [409, 'bpm.flowError'],
  LOOP: [409, 'bpm.flowError'],
};

/** The AppError a refused command answers with: status by code, message in the caller's language. */
export function fromEngineError(e: EngineError): AppError {
  const [status, fallback] = byCode[e.code];
  if (e.code === 'CANNOT_REVOKE') {
    const reason = revokeRefusalOf(e.message);
    // Not being the starter is a matter of rights (403); the other reasons are the instance's state (409).
    return new AppError(reason === 'notStarter' ? 403 : status, `bpm.cannotRevoke.${reason}`, e.message);
  }
  for (const [pattern, key, vars] of specific) {
    const m = e.message.match(pattern);
    if (m) return new AppError(status, key, e.message, vars(m));
  }
  // English readers get the engine's own sentence; the Chinese catalogues leave {detail} out.
  return new AppError(status, fallback, e.message, { detail: e.message });
}

/** Runs engine code, turning its refusals into client errors; other errors pass through. */
export function engineCall<T>(fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (e instanceof EngineError) throw fromEngineError(e);
    throw e;
  }
}

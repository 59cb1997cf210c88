import { settingsOf } from '../definition/compile.js';
import type { NodeDef } from '../definition/model.js';
import type { Run } from './run.js';
import type { SignGroup, Token, Vote } from './types.js';

export type SignOutcome = 'pass' | 'notPass';

/** Starts a sign task (会签): one SIGN task per member, or only the first when sequential. */
export function openSignGroup(run: Run, token: Token, node: NodeDef, members: string[]): void {
  const rule = settingsOf(run.def, node.id).sign ?? { rule: 'all' as const };
  token.sign = {
    groupId: run.ctx.newId(),
    sequential: node.multi?.sequential ?? false,
    rule: rule.rule,
    members: [...members],
    votes: members.map(() => null),
  };
  if (rule.percent !== undefined) token.sign.percent = rule.percent;
  const positions = token.sign.sequential ? [0] : members.map((_, order) => order);
  for (const order of positions) openSignTask(run, token, order);
}

/** Opens the task of one member position of the token's sign group. */
export function openSignTask(run: Run, token: Token, order: number): void {
  const group = token.sign as SignGroup;
  const member = group.members[order];
  run.openTask({ nodeId: token.nodeId, tokenId: token.id, assigneeId: member, candidates: [member], status: 'SIGN', sign: { groupId: group.groupId, order } });
}

/** Records a member's vote; opens the next sequential member when undecided. Returns the outcome once known. */
export function castVote(run: Run, token: Token, order: number, vote: Vote): SignOutcome | null {
  const group = token.sign as SignGroup;
  group.votes[order] = vote;
  const outcome = decideSign(group, vote);
  if (outcome === null && group.sequential) {
    const next = group.votes.findIndex((v) => v === null);
    if (next >= 0) openSignTask(run, token, next);
  }
  return outcome;
}

/**
 * The group's result as soon as it is certain, else null.
 * all: every member agrees (any oppose or abstention fails it at once);
 * percent: agree votes reach `percent` of the members; abstentions count as not agreeing;
 * oneVote: the first agree or oppose decides; abstentions pass the decision on; all abstaining fails.
 */
function decideSign(group: SignGroup, lastVote: Vote): SignOutcome | null {
  const total = group.members.length;
  const cast = group.votes.filter((v) => v !== null).length;
  const agreed = group.votes.filter((v) => v === 'agree').length;
  switch (group.rule) {
    case 'all':
      if (group.votes.some((v) => v !== null && v !== 'agree')) return 'notPass';
      return agreed === total ? 'pass' : null;
    case 'percent': {
      // The epsilon keeps 60% of 5 at 3 despite floating point.
      const needed = Math.ceil(((group.percent ?? 100) * total) / 100 - 1e-9);
      if (agreed >= needed) return 'pass';
      return agreed + (total - cast) < needed ? 'notPass' : null;
    }
    case 'oneVote':
      if (lastVote === 'agree') return 'pass';
      if (lastVote === 'oppose') return 'notPass';
      return cast === total ? 'notPass' : null;
  }
}

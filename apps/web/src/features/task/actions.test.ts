import { describe, expect, it } from 'vitest';
import { actionOf, canAct, orderButtons } from './actions.js';

const b = (...aliases: string[]) => aliases.map((alias) => ({ alias, name: alias }));

describe('task buttons', () => {
  it('puts the decision first, folds the reject family into one button, and leaves out unknown aliases', () => {
    const shown = orderButtons(b('inqu', 'agree', 'oppose', 'reject', 'backToStart', 'rejectToAnyNode', 'delegate', 'teleport', 'flowImage'));
    expect(shown.map((x) => x.alias)).toEqual(['agree', 'reject', 'oppose', 'inqu', 'delegate', 'flowImage']);
  });

  it('keeps a narrower reject button when the plain one is not offered', () => {
    expect(orderButtons(b('agree', 'backToStart')).map((x) => x.alias)).toEqual(['agree', 'backToStart']);
  });

  it('answers come first on communicate and inquiry tasks', () => {
    expect(orderButtons(b('flowImage', 'commu')).map((x) => x.alias)).toEqual(['commu', 'flowImage']);
    expect(orderButtons(b('print', 'inqu_reply')).map((x) => x.alias)).toEqual(['inqu_reply', 'print']);
  });

  it('knows who may act: view buttons and saving the form alone are not acting', () => {
    expect(canAct(b('flowImage', 'approvalHistory', 'print', 'saveDraft'))).toBe(false);
    expect(canAct(b('commu', 'flowImage'))).toBe(true);
  });

  it('maps every alias of the runtime to an action', () => {
    for (const alias of ['agree', 'oppose', 'abandon', 'reject', 'backToStart', 'rejectToAnyNode', 'delegate', 'instanceTrans', 'startCommu', 'commu',
      'inqu', 'inqu_reply', 'addSign', 'endProcess', 'lockUnlock', 'taskDelay', 'flowImage', 'approvalHistory', 'print', 'saveDraft']) {
      expect(actionOf(alias), alias).not.toBeNull();
    }
    expect(actionOf('delegate')).toEqual({ kind: 'people', call: 'delegate', multiple: false });
    expect(actionOf('instanceTrans')).toEqual({ kind: 'people', call: 'copyTo', multiple: true });
  });
});

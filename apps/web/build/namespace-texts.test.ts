// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { namespacesNamed } from './namespace-texts.js';

const namespaces = new Set(['common', 'task', 'form', 'eamRepair', 'eamInspection']);

describe('the namespaces a module names', () => {
  it('finds a namespace given to useTranslation, alone or in a list, in any quotes', () => {
    expect(namespacesNamed(`const { t } = useTranslation('eamRepair');`, namespaces)).toEqual(['eamRepair']);
    expect(namespacesNamed(`useTranslation(["form", 'task'])`, namespaces)).toEqual(['form', 'task']);
  });

  it('finds the namespace of a prefixed key, a template key included', () => {
    expect(namespacesNamed(`t('task:action.agree'); i18n.t(\`eamInspection:status.\${s}\`)`, namespaces)).toEqual(['eamInspection', 'task']);
  });

  it('leaves out the default namespace, which is there from the start, and names that are not namespaces', () => {
    expect(namespacesNamed(`useTranslation('common'); t('common:ok'); const k = 'tasks'; x('repair:')`, namespaces)).toEqual([]);
  });

  it('finds a namespace given to getFixedT or as an option', () => {
    expect(namespacesNamed(`i18n.getFixedT('en-US', 'task'); t('x', { ns: 'form' })`, namespaces)).toEqual(['form', 'task']);
  });

  it('does not take a string that only spells a namespace for a reference to it', () => {
    expect(namespacesNamed(`const key = ['eamRepair', 'task', id]; const host = 'form'; const s = 'my task';`, namespaces)).toEqual([]);
  });
});

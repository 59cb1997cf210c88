import { useMemo } from 'react';
import type { DictItem } from '@wp/contract';
import type { ControlProps } from '../context.js';
import { useDict } from '../../../domains/portal/api/getByTypeKeyForComBo.js';
import { ChoiceControl } from './ChoiceControl.js';
import { ReadOnlyText } from './ReadOnlyText.js';
import { useTranslation } from '../../../i18n/index.js';

type ChoiceField = Extract<ControlProps['field'], { type: 'select' | 'radio' | 'checkbox' }>;

/** The items of a tree dictionary under the item of `key`, found at any depth; undefined when there is none. */
function childrenOf(items: readonly DictItem[], key: string): DictItem[] | undefined {
  for (const item of items) {
    if (item.key === key) return item.children ?? [];
    const below = childrenOf(item.children ?? [], key);
    if (below) return below;
  }
  return undefined;
}

/**
 * A choice in a cascade (forms-data §3.6 item 4): with `dependsOn`, the children in its tree dictionary of the
 * item chosen in that field (asking for that one first while it is empty); as the head of a cascade over its
 * own dictionary, the top items only. The form empties it when the field it depends on changes.
 */
export function CascadeControl(props: ControlProps<ChoiceField> & { head?: boolean }) {
  const { field, level, head } = props;
  const { t } = useTranslation('form');
  const dict = useDict(field.dictKey);
  const parentField = field.dependsOn !== undefined ? level?.fields.find((f) => f.key === field.dependsOn) : undefined;
  const raw = field.dependsOn !== undefined ? level?.values[field.dependsOn] : undefined;
  const parentKey = typeof raw === 'string' && raw ? raw : undefined;
  const options = useMemo(() => {
    if (!dict.data) return undefined;
    const items = head ? dict.data : parentKey ? childrenOf(dict.data, parentKey) ?? [] : [];
    return items.map((i) => ({ key: i.key, name: i.name }));
  }, [dict.data, head, parentKey]);

  // Read-only, a value shows with its path (取样位置: 总出水 / 巴氏计量槽) from the whole dictionary.
  if (props.readOnly) return <ChoiceControl {...props} />;
  if (!head && !parentKey) return <ReadOnlyText>{t('cascade.pickFirst', { other: parentField?.label ?? field.dependsOn })}</ReadOnlyText>;
  // Until the dictionary is here the choice control shows its own loading and failure states.
  if (!options) return <ChoiceControl {...props} />;
  if (options.length === 0) return <ReadOnlyText>{t('cascade.none')}</ReadOnlyText>;
  return <ChoiceControl {...props} field={{ ...field, options, dictKey: undefined }} />;
}

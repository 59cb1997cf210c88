import { useState } from 'react';
import { Button } from 'antd-mobile';
import { ActionSheet } from '../ActionSheet.js';
import './action-bar.css';
import { useTranslation } from '../../i18n/index.js';

export interface TaskButton { alias: string; name: string }

/**
 * The task's action bar: the buttons the server returned for this user at this node, the first few inline
 * and 'more' always appended, opening the rest in an action sheet (spec 000 section 2, "Task detail").
 */
export function ActionBar({ buttons, inline = 2, onAction, disabled }: {
  buttons: TaskButton[];
  /** How many buttons show inline (2 on phones; more on tablets). */
  inline?: number;
  onAction: (alias: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('approval');
  const [open, setOpen] = useState(false);
  const shown = buttons.slice(0, inline);
  const rest = buttons.slice(inline);
  return (
    <div className="action-bar" role="toolbar">
      <Button className="action-more" fill="outline" disabled={disabled} onClick={() => setOpen(true)}>{t('actions.more')}</Button>
      {shown.map((b, i) => (
        <Button key={b.alias} className="action-button" color={i === 0 ? 'primary' : 'default'} disabled={disabled} onClick={() => onAction(b.alias)}>
          {b.name}
        </Button>
      ))}
      <ActionSheet open={open} label={t('actions.more')} onClose={() => setOpen(false)}
        actions={rest.length ? rest.map((b) => ({ key: b.alias, text: b.name })) : [{ key: '', text: t('actions.noMore'), disabled: true }]}
        onAction={(a) => {
          setOpen(false);
          if (a.key) onAction(a.key);
        }} />
    </div>
  );
}

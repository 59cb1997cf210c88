import { AddCircleOutline, CheckCircleFill, RightOutline } from 'antd-mobile-icons';
import type { StartableFlow } from '@wp/contract';
import { useTranslation } from '../../../i18n/index.js';

/** A flow's tile icon: the first character of its name on its category's colour. */
export function FlowIcon({ name, color, size = 40 }: { name: string; color: string; size?: number }) {
  return (
    <span className="flow-icon" aria-hidden style={{ background: color, width: size, height: size, fontSize: Math.round(size * 0.42) }}>
      {Array.from(name.trim())[0] ?? '?'}
    </span>
  );
}

/**
 * One startable flow: icon, name and description. Outside edit mode a tap starts it; in edit mode a tap
 * ticks or unticks it for the often-used list.
 */
export function FlowItem({ flow, color, category, editing, ticked, onStart, onToggle }: {
  flow: StartableFlow; color: string; category?: string; editing: boolean; ticked: boolean; onStart(): void; onToggle(): void;
}) {
  const { t } = useTranslation('startFlow');
  return (
    <button type="button" className={`flow-item ${editing ? 'is-editing' : ''}`} onClick={editing ? onToggle : onStart}
      aria-pressed={editing ? ticked : undefined} data-defkey={flow.defKey}>
      <FlowIcon name={flow.name} color={color} />
      <span className="flow-text">
        <span className="flow-name">{flow.name}</span>
        {(category || flow.description) && <span className="flow-desc">{category ?? flow.description}</span>}
      </span>
      {editing
        ? (ticked
          ? <CheckCircleFill className="flow-tick is-ticked" aria-label={t('oftenUsed.remove')} />
          : <AddCircleOutline className="flow-tick" aria-label={t('oftenUsed.add')} />)
        : <RightOutline className="flow-arrow" aria-hidden />}
    </button>
  );
}

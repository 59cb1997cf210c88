import { Button } from 'antd-mobile';
import { MinusCircleOutline } from 'antd-mobile-icons';
import type { StartableFlow } from '@wp/contract';
import { FlowIcon } from './FlowItem.js';
import { useTranslation } from '../../../i18n/index.js';

export interface PlacedFlow { flow: StartableFlow; color: string }

/**
 * The often-used flows as a grid of tiles. In edit mode it shows the working copy, each tile with a remove
 * mark, and offers cancel and save.
 */
export function OftenUsed({ flows, editing, changed, onEdit, onCancel, onSave, onStart, onRemove }: {
  flows: PlacedFlow[]; editing: boolean; changed: boolean; onEdit(): void; onCancel(): void; onSave(): void;
  onStart(flow: StartableFlow): void; onRemove(defKey: string): void;
}) {
  const { t } = useTranslation('startFlow');
  return (
    <section className={`card often-used ${editing ? 'is-editing' : ''}`} aria-label={t('oftenUsed.title')}>
      <div className="often-used-head">
        <span className="often-used-title">{t('oftenUsed.title')}</span>
        {editing ? (
          <span className="often-used-buttons">
            <Button size="mini" fill="none" onClick={onCancel}>{t('oftenUsed.cancel')}</Button>
            <Button size="mini" color="primary" disabled={!changed} onClick={onSave}>{t('oftenUsed.save')}</Button>
          </span>
        ) : (
          <Button size="mini" fill="none" color="primary" onClick={onEdit}>{t('oftenUsed.edit')}</Button>
        )}
      </div>
      {editing && <div className="often-used-hint">{t('oftenUsed.editHint')}</div>}
      {flows.length === 0 ? (
        editing ? null : <div className="often-used-empty">{t('oftenUsed.empty')}</div>
      ) : (
        <ul className="often-used-grid">
          {flows.map(({ flow, color }) => (
            <li key={flow.defKey}>
              <button type="button" className="often-used-tile" data-defkey={flow.defKey}
                onClick={() => (editing ? onRemove(flow.defKey) : onStart(flow))}
                aria-label={editing ? `${t('oftenUsed.remove')} ${flow.name}` : flow.name}>
                <span className="often-used-icon">
                  <FlowIcon name={flow.name} color={color} size={44} />
                  {editing && <MinusCircleOutline className="often-used-remove" aria-hidden />}
                </span>
                <span className="often-used-name">{flow.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

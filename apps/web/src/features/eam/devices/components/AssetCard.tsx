import { List } from 'antd-mobile';
import { CheckCircleFill } from 'antd-mobile-icons';
import type { AssetRow } from '@wp/contract';
import { AssetStatusTag, CriticalityTag } from '../../shared/tags/AssetTags.js';
import { useTranslation } from '../../../../i18n/index.js';

/**
 * One asset of a list: name, code, model, position path, status and criticality in words. `focused`: the asset
 * the list was opened for (a scanned code), marked and named so; `selected`: the one open beside the list.
 * `picked` (while labels are being picked, else undefined): a tap picks or drops the asset instead of opening it.
 */
export function AssetCard({ row, onOpen, selected, focused, picked }: { row: AssetRow; onOpen(): void; selected?: boolean; focused?: boolean; picked?: boolean }) {
  const { t } = useTranslation('eam');
  const picking = picked !== undefined;
  return (
    <List.Item className={`eam-card${focused ? ' is-focused' : ''}${picked ? ' is-picked' : ''}`} data-asset-code={row.assetCode}
      aria-current={(!picking && selected) || undefined} arrow={false} onClick={onOpen}>
      <div className="eam-card-head">
        {/* An empty ring until picked: a grey tick would read as picked already. */}
        {picking && (picked ? <CheckCircleFill aria-hidden className="eam-card-check" /> : <span aria-hidden className="eam-card-check is-empty" />)}
        {/* The card acts on a tap anywhere; the name is also a link (or a checkbox while picking) so a keyboard
            reaches it and a screen reader names it. */}
        <span role={picking ? 'checkbox' : 'link'} aria-checked={picking ? picked : undefined} tabIndex={0} className="eam-card-name"
          aria-label={picking ? t('labels.pickOne', { name: row.name, code: row.assetCode }) : t('list.open', { name: row.name })}
          onKeyDown={(e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); onOpen(); } }}>{row.name}</span>
        <AssetStatusTag status={row.assetStatus} />
      </div>
      <div className="eam-card-code">
        <span>{row.assetCode}</span>
        {row.model && <span className="eam-card-model">{row.model}</span>}
      </div>
      {row.positionName && <div className="eam-card-position">{row.positionName}</div>}
      <div className="eam-card-foot">
        <CriticalityTag level={row.criticality} />
        <span className="eam-card-category">{row.categoryName}</span>
        {focused && <span className="eam-card-focus">{t('list.focused')}</span>}
      </div>
    </List.Item>
  );
}

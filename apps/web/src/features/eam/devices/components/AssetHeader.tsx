import type { AssetRow } from '@wp/contract';
import { AssetStatusTag, CriticalityTag } from '../../shared/tags/AssetTags.js';
import { useTranslation } from '../../../../i18n/index.js';

/** The asset a page is about: name, code, status, criticality, model and position path. */
export function AssetHeader({ asset }: { asset: AssetRow }) {
  const { t } = useTranslation('eam');
  return (
    <section className="eam-header" aria-label={asset.name}>
      <div className="eam-header-top">
        <h2 className="eam-header-name">{asset.name}</h2>
        <AssetStatusTag status={asset.assetStatus} />
      </div>
      <dl className="eam-header-facts">
        <div><dt>{t('field.assetCode')}</dt><dd>{asset.assetCode}</dd></div>
        <div><dt>{t('field.criticality')}</dt><dd><CriticalityTag level={asset.criticality} /></dd></div>
        <div><dt>{t('field.model')}</dt><dd>{asset.model || t('none')}</dd></div>
        <div><dt>{t('field.category')}</dt><dd>{asset.categoryName}</dd></div>
        <div className="is-wide"><dt>{t('field.position')}</dt><dd>{asset.positionName || t('none')}</dd></div>
      </dl>
    </section>
  );
}

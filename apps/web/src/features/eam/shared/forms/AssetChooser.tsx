import { useState } from 'react';
import { List, SearchBar } from 'antd-mobile';
import type { AssetRow } from '@wp/contract';
import { Sheet } from '../../../../components/Sheet.js';
import { PagedList } from '../../../../components/PagedList.js';
import { useDebounced } from '../../../../lib/use-debounced.js';
import { useAssetList } from '../../../../domains/eam-assets/api/queryPagedList.js';
import { AssetStatusTag } from '../tags/AssetTags.js';
import { ChoiceTrigger } from './ChoiceTrigger.js';
import './forms.css';
import { useTranslation } from '../../../../i18n/index.js';

/** The asset a form is about, as the form keeps it. */
export interface ChosenAsset {
  id: string;
  assetCode: string;
  name: string;
  positionName: string | null;
}

export const chosenAsset = (a: Pick<AssetRow, 'id' | 'assetCode' | 'name' | 'positionName'>): ChosenAsset =>
  ({ id: a.id, assetCode: a.assetCode, name: a.name, positionName: a.positionName });

/**
 * The one place a form's asset is chosen (a repair request, a maintenance plan): the field shows the asset (name,
 * code, position) and opens a sheet that searches the ledger by code, name and model. Every way of choosing — the
 * search here, a prefilled `assetId`, a scanned label — ends in `onChange` with the asset. Texts: `eamForms`.
 */
export function AssetChooser({ id, value, onChange, invalid }: { id?: string; value?: ChosenAsset | null; onChange?(asset: ChosenAsset): void; invalid?: boolean }) {
  const { t } = useTranslation('eamForms');
  const [open, setOpen] = useState(false);
  const text = value ? (
    <span className="repair-asset-chosen">
      <span className="repair-asset-chosen-name">{value.name}</span>
      <span className="repair-asset-chosen-code">{value.assetCode}{value.positionName ? ` · ${value.positionName}` : ''}</span>
    </span>
  ) : null;
  return (
    <>
      <ChoiceTrigger id={id} text={text} placeholder={t('asset.placeholder')} onOpen={() => setOpen(true)} invalid={invalid} />
      <Sheet open={open} onClose={() => setOpen(false)} label={t('asset.sheet')} bodyClassName="repair-sheet is-tall" className="repair-sheet-inner" showCloseButton>
        <h2 className="repair-sheet-title">{t('asset.sheet')}</h2>
        <AssetSearch onPick={(a) => { onChange?.(chosenAsset(a)); setOpen(false); }} />
      </Sheet>
    </>
  );
}

/** The ledger searched by code, name and model; every asset when nothing is typed. */
function AssetSearch({ onPick }: { onPick(asset: AssetRow): void }) {
  const { t } = useTranslation('eamForms');
  const [text, setText] = useState('');
  const typed = useDebounced(text.trim());
  const query = useAssetList({ text: typed });
  return (
    <>
      <div className="repair-sheet-search">
        <SearchBar placeholder={t('asset.search')} value={text} onChange={setText} maxLength={100} aria-label={t('asset.search')} />
      </div>
      <div className="repair-sheet-body">
        <PagedList query={query} className="repair-pick-list" loadFailed={t('asset.failed')}
          empty={typed ? t('asset.noMatch', { text: typed }) : t('asset.empty')}
          render={(a) => (
            <List.Item key={a.id} onClick={() => onPick(a)} arrow={false} extra={<AssetStatusTag status={a.assetStatus} />}
              description={[a.assetCode, a.positionName].filter(Boolean).join(' · ')}>
              <span role="button" tabIndex={0} aria-label={t('asset.pick', { name: a.name, code: a.assetCode })}
                onKeyDown={(e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); onPick(a); } }}>{a.name}</span>
            </List.Item>
          )} />
      </div>
    </>
  );
}

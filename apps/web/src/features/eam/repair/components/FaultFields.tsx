import { lazy, Suspense, useState } from 'react';
import { List, SearchBar } from 'antd-mobile';
import { Sheet } from '../../../../components/Sheet.js';
import { PagedList } from '../../../../components/PagedList.js';
import { useDebounced } from '../../../../lib/use-debounced.js';
import { useRepairCategories } from '../../../../domains/eam-repair/api/queryCategoryList.js';
import { useTemplateList } from '../../../../domains/eam-repair/api/queryCategoryTplPagedList.js';
import type { RepairCategoryTpl } from '../../../../domains/eam-repair/types.js';
import { categoryTree, pathTo } from '../category-tree.js';
import { ChoiceTrigger } from '../../shared/forms/ChoiceTrigger.js';
import { useTranslation } from '../../../../i18n/index.js';

// The cascader (its tabs and check lists) loads the first time it opens: most requests name a fault from the library.
const Cascader = lazy(() => import('./lazy-parts.js').then((m) => ({ default: m.Cascader })));

/**
 * A fault type (故障类型) chosen in a cascader over the tree, at any depth. `value` is the type's id; the field
 * shows its path ('机械/泵类').
 */
export function CategoryField({ id, value, onChange, invalid, disabled }: {
  id?: string; value?: string; onChange?(categoryId: string | undefined): void; invalid?: boolean; disabled?: boolean;
}) {
  const { t } = useTranslation('eamRepair');
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const categories = useRepairCategories();
  const list = categories.data ?? [];
  const chosen = list.find((c) => c.id === value);
  const show = () => {
    setOpened(true);
    setOpen(true);
  };
  return (
    <>
      <ChoiceTrigger id={id} text={chosen?.hierarchyName} placeholder={categories.isError ? t('fault.typesFailed') : t('fault.typePlaceholder')}
        onOpen={() => (categories.isError ? void categories.refetch() : show())} invalid={invalid} disabled={disabled} />
      {opened && (
        <Suspense fallback={null}>
          <Cascader options={categoryTree(list)} visible={open} loading={categories.isPending} value={pathTo(list, value)} title={t('fault.type')}
            placeholder={t('fault.typeLevel')} confirmText={t('confirm')} cancelText={t('cancel')}
            onClose={() => setOpen(false)} onConfirm={(path) => onChange?.(path.length ? String(path[path.length - 1]) : undefined)} />
        </Suspense>
      )}
    </>
  );
}

/** The fault template as a request keeps it (its solution and standard hours are shown under the field). */
export type ChosenTemplate = Pick<RepairCategoryTpl, 'id' | 'code' | 'name' | 'repairSolution' | 'costTime' | 'categoryId'>;

/**
 * A fault from the fault library (故障库), of the chosen fault type and the types under it, searched by code,
 * content and solution; the chosen one's solution and standard hours show under it.
 */
export function TemplateField({ id, value, onChange, categoryId, invalid }: {
  id?: string; value?: ChosenTemplate | null; onChange?(template: ChosenTemplate | null): void; categoryId?: string; invalid?: boolean;
}) {
  const { t } = useTranslation('eamRepair');
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className="repair-template-row">
        <ChoiceTrigger id={id} text={value ? `${value.name}（${value.code}）` : null} placeholder={t('fault.templatePlaceholder')} onOpen={() => setOpen(true)}
          invalid={invalid} />
        {value && (
          <button type="button" className="link-button repair-clear" onClick={() => onChange?.(null)}>{t('fault.clearTemplate')}</button>
        )}
      </div>
      {value && <TemplateHint template={value} />}
      <Sheet open={open} onClose={() => setOpen(false)} label={t('fault.templateSheet')} bodyClassName="repair-sheet is-tall" className="repair-sheet-inner" showCloseButton>
        <h2 className="repair-sheet-title">{t('fault.templateSheet')}</h2>
        <TemplateSearch categoryId={categoryId} onPick={(tpl) => { onChange?.(tpl); setOpen(false); }} />
      </Sheet>
    </>
  );
}

/** What the fault library says about a fault: how it is usually fixed and how long that takes. */
export function TemplateHint({ template }: { template: Pick<RepairCategoryTpl, 'repairSolution' | 'costTime'> }) {
  const { t } = useTranslation('eamRepair');
  return (
    <dl className="repair-hint">
      <div><dt>{t('fault.solution')}</dt><dd>{template.repairSolution || t('none')}</dd></div>
      <div><dt>{t('fault.costTime')}</dt><dd>{template.costTime !== null ? t('hours', { count: template.costTime }) : t('none')}</dd></div>
    </dl>
  );
}

function TemplateSearch({ categoryId, onPick }: { categoryId?: string; onPick(tpl: RepairCategoryTpl): void }) {
  const { t } = useTranslation('eamRepair');
  const [text, setText] = useState('');
  const typed = useDebounced(text.trim());
  const query = useTemplateList({ text: typed, categoryId });
  return (
    <>
      <div className="repair-sheet-search">
        <SearchBar placeholder={t('fault.templateSearch')} value={text} onChange={setText} maxLength={100} aria-label={t('fault.templateSearch')} />
      </div>
      <div className="repair-sheet-body">
        <PagedList query={query} className="repair-pick-list" loadFailed={t('fault.templatesFailed')}
          empty={typed ? t('fault.templatesNoMatch', { text: typed }) : t('fault.templatesEmpty')}
          render={(tpl) => (
            <List.Item key={tpl.id} arrow={false} onClick={() => onPick(tpl)}
              description={<>{tpl.categoryHierarchyName}{tpl.repairSolution ? ` · ${tpl.repairSolution}` : ''}</>}
              extra={tpl.costTime !== null ? t('hours', { count: tpl.costTime }) : undefined}>
              <span role="button" tabIndex={0} aria-label={t('fault.pickTemplate', { name: tpl.name, code: tpl.code })}
                onKeyDown={(e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); onPick(tpl); } }}>{tpl.name}</span>
            </List.Item>
          )} />
      </div>
    </>
  );
}

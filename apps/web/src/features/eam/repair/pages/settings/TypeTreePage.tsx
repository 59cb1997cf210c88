import { Link } from 'react-router';
import { RightOutline } from 'antd-mobile-icons';
import { PageHeader } from '../../../../../components/PageHeader.js';
import { PageLoading } from '../../../../../components/PageLoading.js';
import { ErrorPage, ReadFailure } from '../../../../../components/ErrorPage.js';
import { useRepairCategories } from '../../../../../domains/eam-repair/api/queryCategoryList.js';
import { categoryTree, type CategoryNode } from '../../category-tree.js';
import { repairLinks } from '../../links.js';
import '../../../devices/devices.css';
import '../../repair.css';
import { useTranslation } from '../../../../../i18n/index.js';

/**
 * `/eam/maintenance2/deviceSet/type` — 故障类型: the fault types as a tree (机械 > 泵类 …), every level open; a type
 * leads to its faults in the fault library.
 */
export function TypeTreePage() {
  const { t } = useTranslation('eamRepair');
  const query = useRepairCategories();
  return (
    <div className="page eam-page repair-page">
      <PageHeader title={t('settings.type.title')} back />
      {query.isPending ? <PageLoading rows={6} />
        : query.isError ? <ReadFailure query={query} tip={t('settings.type.loadFailed')} />
        : query.data.length === 0 ? <ErrorPage status="empty" tip={t('settings.type.empty')} />
        : (
          <nav className="repair-tree" aria-label={t('settings.type.title')}>
            <TypeLevel nodes={categoryTree(query.data)} depth={0} />
          </nav>
        )}
    </div>
  );
}

function TypeLevel({ nodes, depth }: { nodes: CategoryNode[]; depth: number }) {
  const { t } = useTranslation('eamRepair');
  return (
    <ul className={depth === 0 ? 'repair-tree-root' : 'repair-tree-level'}>
      {nodes.map((n) => (
        <li key={n.value}>
          <Link className="repair-tree-node" to={`${repairLinks.defects}?categoryId=${encodeURIComponent(n.value)}`}
            aria-label={t('settings.type.openFaults', { name: n.label })} style={{ paddingLeft: 16 + depth * 20 }}>
            <span className="repair-tree-name">{n.label}</span>
            <span className="repair-tree-code">{n.code}</span>
            <RightOutline aria-hidden className="eam-cell-arrow" />
          </Link>
          {n.children && <TypeLevel nodes={n.children} depth={depth + 1} />}
        </li>
      ))}
    </ul>
  );
}

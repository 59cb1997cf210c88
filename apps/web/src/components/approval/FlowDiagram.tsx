import { lazy, Suspense } from 'react';
import { PageLoading } from '../PageLoading.js';
import type { NodeStatus } from './BpmnCanvas.js';
import { useTranslation } from '../../i18n/index.js';

// bpmn-js is large: it loads only when a diagram is opened.
const BpmnCanvas = lazy(() => import('./BpmnCanvas.js'));

/** The flow diagram with its legend; done, current and rejected nodes are marked. */
export function FlowDiagram(props: { xml: string; statuses: Record<string, NodeStatus>; onNodeTap?: (nodeId: string) => void; onError?: (m: string) => void }) {
  const { t } = useTranslation('approval');
  return (
    <div className="flow-diagram">
      <div className="flow-legend" aria-hidden>
        <span><i className="done" />{t('diagram.done')}</span>
        <span><i className="current" />{t('diagram.current')}</span>
        <span><i className="rejected" />{t('diagram.rejected')}</span>
      </div>
      <Suspense fallback={<PageLoading rows={6} />}>
        <BpmnCanvas {...props} />
      </Suspense>
    </div>
  );
}

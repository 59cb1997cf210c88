import { useState } from 'react';
import { Button } from 'antd-mobile';
import { eamApi } from '@wp/contract';
import { Sheet } from '../../../../components/Sheet.js';
import type { PointView } from '../round-view.js';
import { TextBox } from './TextBox.js';
import { useTranslation } from '../../../../i18n/index.js';

/**
 * 完成任务, confirmed: the abnormal points are listed (each raised a defect), a feedback may be written, and a
 * refusal of the server (points still waiting, listed) shows here.
 */
export function FinishSheet({ visible, abnormal, error, busy, onFinish, onClose }: {
  visible: boolean; abnormal: PointView[]; error: string | null; busy: boolean; onFinish(content: string): void; onClose(): void;
}) {
  const { t } = useTranslation('eamInspection');
  const [content, setContent] = useState('');
  return (
    <Sheet open={visible} onClose={onClose} bodyClassName="insp-sheet" label={t('finish.title')}>
      <div className="insp-sheet-body">
        <h2 className="insp-sheet-title">{t('finish.title')}</h2>
        {abnormal.length > 0 ? (
          <>
            <p className="insp-finish-warn">{t('finish.abnormal', { count: abnormal.length })}</p>
            <ul className="insp-finish-list">
              {abnormal.map((p) => <li key={p.id}>{p.pointName}<span className="insp-finish-code">{p.pointCode}</span></li>)}
            </ul>
          </>
        ) : <p>{t('finish.allNormal')}</p>}
        <label className="insp-field-label" htmlFor="insp-finish-content">{t('finish.feedback')}</label>
        <TextBox id="insp-finish-content" value={content} onValue={setContent} rows={3}
          maxLength={eamApi.inspection.MAX_INSPECTION_TEXT} placeholder={t('finish.feedbackPlaceholder')} />
        {error && <p className="insp-error" role="alert">{error}</p>}
        <div className="insp-sheet-actions">
          <Button block onClick={onClose}>{t('cancel')}</Button>
          <Button block color="primary" loading={busy} disabled={busy} onClick={() => onFinish(content.trim())}>{t('finish.confirm')}</Button>
        </div>
      </div>
    </Sheet>
  );
}

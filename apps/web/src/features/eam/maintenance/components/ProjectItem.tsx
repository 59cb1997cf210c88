import { memo, useId } from 'react';
import { TextArea } from 'antd-mobile';
import type { eamApi } from '@wp/contract';
import { dateTime } from '../../../../lib/time.js';
import { PhotoField } from '../../shared/photos/index.js';
import { hours } from '../format.js';
import { effectiveProject, type ProjectEdit } from '../task-draft.js';
import { ProjectStatusTag } from './Tags.js';
import { useTranslation } from '../../../../i18n/index.js';

/** The longest note or reason the asset system keeps. */
const NOTE_MAX = 500;

/**
 * One project of a task's checklist: what to do, its standard hours and status; while the task is under way
 * (`editable`) the choice 已保养 / 不保养, the note (the reason, required, when not needed) and its photos,
 * each change kept as an unsaved edit of the page.
 */
export const ProjectItem = memo(function ProjectItem({ project, index, edit, editable, onEdit, onBusyChange }: {
  project: eamApi.MaintainTaskProject;
  index: number;
  edit: ProjectEdit | undefined;
  editable: boolean;
  /**
   * A change to merge into the project's edit (the page merges it into its latest state: an upload may end after
   * typing). Stable, with onBusyChange, so typing in one project does not render the others.
   */
  onEdit(projectId: string, patch: ProjectEdit): void;
  onBusyChange(projectId: string, busy: boolean): void;
}) {
  const { t } = useTranslation('eamMaintenance');
  const id = useId();
  const eff = effectiveProject(project, edit);
  const needsReason = eff.status === 'none';
  const missingReason = needsReason && !eff.content.trim() && edit !== undefined;
  // A note or a photo recorded before the outcome was chosen: the outcome is still wanted.
  const missingStatus = edit !== undefined && eff.status === 'unexecuted';
  return (
    <li className={`eam-mt-project${edit ? ' is-edited' : ''}`} aria-labelledby={`${id}-name`} data-project={project.code}>
      <div className="eam-mt-project-head">
        <h3 className="eam-mt-project-name" id={`${id}-name`}>{index + 1}. {project.name}</h3>
        <ProjectStatusTag status={eff.status} />
      </div>
      {project.content && <p className="eam-mt-project-content">{project.content}</p>}
      <p className="eam-mt-project-meta">
        <span>{t('project.baseCost', { hours: hours(project.baseCost) })}</span>
        {edit && <span className="eam-mt-unsaved">{t('project.unsaved')}</span>}
      </p>
      {editable ? (
        <>
          <div className="eam-mt-choice" role="radiogroup" aria-label={t('project.outcome', { name: project.name })}
            aria-describedby={missingStatus ? `${id}-status-error` : undefined}>
            {(['executed', 'none'] as const).map((s) => (
              <label key={s} className="eam-mt-choice-option">
                <input type="radio" name={`${id}-status`} value={s} checked={eff.status === s} onChange={() => onEdit(project.id, { status: s })} />
                <span>{t(`projectStatus.${s}`)}</span>
              </label>
            ))}
          </div>
          {missingStatus && <p className="eam-mt-field-error" id={`${id}-status-error`}>{t('project.statusRequired')}</p>}
          <label className="eam-mt-field-label" htmlFor={`${id}-note`}>
            {needsReason ? t('project.reason') : t('project.note')}
            {needsReason && <span className="eam-mt-required" aria-hidden> *</span>}
          </label>
          <TextArea id={`${id}-note`} className="eam-mt-text grow-text" rows={2} maxLength={NOTE_MAX} value={eff.content}
            placeholder={needsReason ? t('project.reasonPlaceholder') : t('project.notePlaceholder')}
            aria-required={needsReason || undefined} aria-invalid={missingReason || undefined}
            aria-describedby={missingReason ? `${id}-error` : undefined}
            onChange={(v) => onEdit(project.id, { content: v })} />
          {missingReason && <p className="eam-mt-field-error" id={`${id}-error`}>{t('project.reasonRequired')}</p>}
          <PhotoField mode="online" label={t('project.photos', { name: project.name })} value={eff.pictureIds}
            onChange={(ids) => onEdit(project.id, { pictureIds: ids })} onBusyChange={(busy) => onBusyChange(project.id, busy)} />
        </>
      ) : (
        <>
          {project.result && (
            <p className="eam-mt-project-result">
              <span className="eam-mt-result-label">{project.status === 'none' ? t('project.reason') : t('project.note')}</span>
              {project.result}
            </p>
          )}
          {project.pictureIds.length > 0 && (
            <PhotoField mode="online" readOnly label={t('project.photos', { name: project.name })} value={project.pictureIds} onChange={() => undefined} />
          )}
        </>
      )}
      {project.operator && project.operTime && (
        <p className="eam-mt-project-by">{t('project.recordedBy', { name: project.operator.name, time: dateTime(project.operTime) })}</p>
      )}
    </li>
  );
});

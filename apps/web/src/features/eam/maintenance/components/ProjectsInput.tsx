import { Button, Input, TextArea } from 'antd-mobile';
import { AddOutline, DeleteOutline } from 'antd-mobile-icons';
import type { eamApi } from '@wp/contract';
import { useTranslation } from '../../../../i18n/index.js';

/** A project row as edited: text as typed, a key that stays while rows are added and removed. */
export interface ProjectRow {
  key: string;
  name: string;
  content: string;
  baseCost: string;
}

let rowSeq = 0;
export const newProjectRow = (p?: Pick<eamApi.MaintainProject, 'name' | 'content' | 'baseCost'>): ProjectRow =>
  ({ key: `p-${++rowSeq}`, name: p?.name ?? '', content: p?.content ?? '', baseCost: p ? String(p.baseCost) : '' });

/** Standard hours as typed: a number from 0 to 1000 with at most two decimals. */
const HOURS = /^\d{1,4}(\.\d{1,2})?$/;
export const validHours = (text: string) => HOURS.test(text.trim()) && Number(text) <= 1000;

/** The 1-based numbers of rows with no name or hours that are not a number. */
export const incompleteProjects = (rows: ProjectRow[]) =>
  rows.flatMap((r, i) => (!r.name.trim() || !validHours(r.baseCost) ? [i + 1] : []));

/** The rows as the call sends them. */
export const projectsOf = (rows: ProjectRow[]): eamApi.MaintainProjectInput[] =>
  rows.map((r) => ({ name: r.name.trim(), content: r.content.trim() || undefined, baseCost: Number(r.baseCost) }));

/**
 * A plan's projects as a form control: in order, each a name, what to do and to what standard, and standard
 * hours; rows are added and removed. The form's rule names the rows that are incomplete.
 */
export function ProjectsInput({ id, value, onChange }: { id?: string; value?: ProjectRow[]; onChange?(rows: ProjectRow[]): void }) {
  const { t } = useTranslation('eamMaintenance');
  const rows = value ?? [];
  const set = (key: string, patch: Partial<ProjectRow>) => onChange?.(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  return (
    <div className="eam-mt-projects-input">
      <ol className="eam-mt-project-rows">
        {rows.map((r, i) => {
          const n = i + 1;
          return (
            <li key={r.key} className="eam-mt-project-row">
              <div className="eam-mt-project-row-top">
                <span className="eam-mt-project-row-n" aria-hidden>{n}</span>
                <Input id={i === 0 ? id : undefined} className="eam-mt-project-row-name" value={r.name} maxLength={100} placeholder={t('planForm.projectName')}
                  aria-label={t('planForm.projectNameOf', { n })} onChange={(v) => set(r.key, { name: v })} />
                <Input className="eam-mt-project-row-hours" value={r.baseCost} inputMode="decimal" maxLength={7} placeholder={t('planForm.projectHours')}
                  aria-label={t('planForm.projectHoursOf', { n })} onChange={(v) => set(r.key, { baseCost: v })} />
                <button type="button" className="eam-mt-icon-button" aria-label={t('planForm.removeProject', { n })} disabled={rows.length === 1}
                  onClick={() => onChange?.(rows.filter((x) => x.key !== r.key))}>
                  <DeleteOutline aria-hidden />
                </button>
              </div>
              <TextArea className="eam-mt-project-row-content" value={r.content} maxLength={500} rows={1} autoSize={{ minRows: 1, maxRows: 4 }}
                placeholder={t('planForm.projectContent')} aria-label={t('planForm.projectContentOf', { n })} onChange={(v) => set(r.key, { content: v })} />
            </li>
          );
        })}
      </ol>
      <Button className="eam-mt-add-part" fill="outline" size="small" onClick={() => onChange?.([...rows, newProjectRow()])}>
        <AddOutline aria-hidden /> {t('planForm.addProject')}
      </Button>
    </div>
  );
}

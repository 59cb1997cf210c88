import { useState } from 'react';
import { Button } from 'antd-mobile';
import { Sheet } from '../../../components/Sheet.js';
import { flattenDict, useDict } from '../../../domains/portal/api/getByTypeKeyForComBo.js';
import type { PanelCondition, PanelValues } from '../template-query.js';
import { useTranslation } from '../../../i18n/index.js';

/** A template filter (filterField) the panel offers as the record scope. */
export interface Scope { key: string; name: string }

/** One pick out of several, `any` first: a radio group of chips (one clear control per condition). */
function Pick({ label, any, options, value, onChange }: {
  label: string; any: string; options: Array<{ key: string; name: string }>; value: string | undefined; onChange(v: string | undefined): void;
}) {
  const chip = (key: string | undefined, name: string) => (
    <button key={key ?? ''} type="button" role="radio" aria-checked={value === key} className="template-chip" onClick={() => onChange(key)}>{name}</button>
  );
  return (
    <fieldset className="panel-field">
      <legend className="panel-label">{label}</legend>
      <div className="panel-chips" role="radiogroup" aria-label={label}>
        {chip(undefined, any)}
        {options.map((o) => chip(o.key, o.name))}
      </div>
    </fieldset>
  );
}

function ChoicePick({ c, value, onChange }: { c: Extract<PanelCondition, { kind: 'choice' }>; value: string | undefined; onChange(v: string | undefined): void }) {
  const { t } = useTranslation('dataTemplate');
  const dict = useDict(c.options ? undefined : c.dictKey);
  const options = c.options ?? flattenDict(dict.data ?? []);
  return <Pick label={c.label} any={t('panel.any')} options={options} value={value} onChange={onChange} />;
}

/** From and to of a date or number condition; either end may stay open. */
function Range({ c, value, onChange }: { c: PanelCondition; value: { from?: string; to?: string } | undefined; onChange(v: { from?: string; to?: string }): void }) {
  const { t } = useTranslation('dataTemplate');
  const date = c.kind === 'dateRange';
  const input = (end: 'from' | 'to') => (
    <label className="panel-range-end">
      <span className="sr-only">{`${c.label} ${t(`panel.${end}`)}`}</span>
      <input type={date ? 'date' : 'text'} inputMode={date ? undefined : 'decimal'} className="panel-input" value={value?.[end] ?? ''} maxLength={20}
        placeholder={t(`panel.${end}`)} onChange={(e) => onChange({ ...value, [end]: e.target.value })} />
    </label>
  );
  return (
    <fieldset className="panel-field">
      <legend className="panel-label">{c.label}</legend>
      <div className="panel-range">{input('from')}<span aria-hidden className="panel-range-dash">—</span>{input('to')}</div>
    </fieldset>
  );
}

/**
 * The filter panel of a template's list: the record scope (its filters), then one control per search condition
 * the search box does not take — a from/to range for dates and numbers, one pick for a choice or a switch.
 * Edits are a draft until applied (the list gives the panel a new key each time it opens, so a draft starts from
 * what applies); reset clears them all.
 */
export function FilterPanel({ open, onClose, conditions, scopes, values, scope, onApply }: {
  open: boolean; onClose(): void; conditions: readonly PanelCondition[]; scopes: readonly Scope[];
  values: PanelValues; scope: string | null; onApply(values: PanelValues, scope: string | null): void;
}) {
  const { t } = useTranslation('dataTemplate');
  const [draft, setDraft] = useState(values);
  const [draftScope, setDraftScope] = useState(scope);
  const set = (name: string, v: PanelValues[string]) => setDraft((d) => ({ ...d, [name]: v }));

  return (
    <Sheet open={open} onClose={onClose} label={t('panel.title')} bodyClassName="panel-body" className="filter-panel">
      <h2 className="panel-title">{t('panel.title')}</h2>
      <div className="panel-fields">
        {scopes.length > 0 && (
          <Pick label={t('panel.scope')} any={t('panel.anyScope')} options={scopes.map((s) => ({ key: s.key, name: s.name }))}
            value={draftScope ?? undefined} onChange={(v) => setDraftScope(v ?? null)} />
        )}
        {conditions.map((c) => {
          const v = draft[c.name];
          if (c.kind === 'dateRange' || c.kind === 'numberRange') return <Range key={c.name} c={c} value={typeof v === 'object' ? v : undefined} onChange={(r) => set(c.name, r)} />;
          if (c.kind === 'switch') {
            return <Pick key={c.name} label={c.label} any={t('panel.any')} options={[{ key: 'true', name: t('value.yes') }, { key: 'false', name: t('value.no') }]}
              value={typeof v === 'string' ? v : undefined} onChange={(x) => set(c.name, x)} />;
          }
          return c.kind === 'choice' ? <ChoicePick key={c.name} c={c} value={typeof v === 'string' ? v : undefined} onChange={(x) => set(c.name, x)} /> : null;
        })}
      </div>
      <div className="panel-actions">
        <Button fill="outline" onClick={() => { setDraft({}); setDraftScope(null); }}>{t('panel.reset')}</Button>
        <Button color="primary" onClick={() => { onApply(draft, draftScope); onClose(); }}>{t('panel.apply')}</Button>
      </div>
    </Sheet>
  );
}

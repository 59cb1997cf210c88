import { Button, Checkbox, Input, List, Radio, SearchBar, Space } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useMemo, useState } from 'react';
import type { formDataApi } from '@wp/contract';
import { useCustomDialog } from '../../domains/custom-dialog/api/getByAlias.js';
import { DIALOG_PAGE_SIZE, useDialogRows, type DialogSearch } from '../../domains/custom-dialog/api/getListData.js';
import { rowKey, rowLines } from '../../domains/custom-dialog/mapping.js';
import { errorText } from '../../lib/error-text.js';
import { useDebounced } from '../../lib/use-debounced.js';
import { ReadFailure } from '../ErrorPage.js';
import { OrgCrumbs, type OrgCrumb } from '../form/fields/OrgCrumbs.js';
import { toggle } from '../form/fields/PickerPopup.js';
import { ListSkeleton } from '../ListSkeleton.js';
import { PagedList } from '../PagedList.js';
import { PickerFrame } from './PickerFrame.js';
import { searchAreaOf, type Condition } from './search-area.js';
import './dialog-picker.css';
import { useTranslation } from '../../i18n/index.js';

type CustomDialog = formDataApi.dialog.CustomDialog;
type DialogRow = formDataApi.dialog.DialogRow;
type DialogParams = formDataApi.dialog.DialogParams;

export interface DialogPickerProps {
  open: boolean;
  /** The custom dialog's alias. */
  alias: string;
  /** The picker's title (the field's label). */
  title: string;
  /** Several rows; undefined: as the dialog's selectNum says. */
  multiple?: boolean;
  /** Values of the conditions the form passes in (bound to its fields). */
  params?: DialogParams;
  onCancel(): void;
  onConfirm(rows: DialogRow[], dialog: CustomDialog): void;
}

/**
 * The custom-dialog picker (spec 001 section 2; forms-data §3.1 "Mobile UI"): a keyword box over the first
 * condition the user types, "more search" for the other conditions, the rows with check boxes (several) or
 * radio buttons (one), pull to refresh and page after page as the list scrolls, and confirm with the count
 * chosen, "确定(3)". A tree dialog (style 1) walks down level by level under a breadcrumb. The choice survives
 * searching and walking the tree. Mounted while open, so every opening starts afresh.
 */
export function DialogPicker(props: DialogPickerProps) {
  return (
    <PickerFrame open={props.open} onClose={props.onCancel} label={props.title}>
      {props.open && <PickerBody {...props} />}
    </PickerFrame>
  );
}

function PickerBody({ alias, title, multiple, params, onCancel, onConfirm }: DialogPickerProps) {
  const { t } = useTranslation('customDialog');
  const definition = useCustomDialog(alias);
  const [picked, setPicked] = useState<Map<string, DialogRow>>(new Map());
  const dialog = definition.data;
  const many = multiple ?? dialog?.selectNum === -1;

  return (
    <>
      <header className="dialog-picker-head">
        <button type="button" className="link-button" onClick={onCancel}>{t('cancel')}</button>
        <h2 className="dialog-picker-title">{title}</h2>
        <span className="dialog-picker-head-end" aria-hidden />
      </header>
      {definition.isPending && <ListSkeleton lines={1} />}
      {definition.isError && (
        <ReadFailure query={definition} tip={t('failed', { message: errorText(definition.error) })} />
      )}
      {dialog && (
        <Rows dialog={dialog} alias={alias} params={params} many={many} picked={picked}
          onPick={(row) => setPicked((p) => toggle(p, rowKey(dialog, row), row, many))} />
      )}
      <footer className="dialog-picker-foot">
        <span className="dialog-picker-picked" aria-live="polite">{t('picked', { count: picked.size })}</span>
        <Button color="primary" disabled={!dialog || picked.size === 0} onClick={() => dialog && onConfirm([...picked.values()], dialog)}>
          {t('confirm', { count: picked.size })}
        </Button>
      </footer>
    </>
  );
}

/** The search area, the breadcrumb of a tree and the list of one dialog. */
function Rows({ dialog, alias, params, many, picked, onPick }: {
  dialog: CustomDialog; alias: string; params?: DialogParams; many: boolean; picked: ReadonlyMap<string, DialogRow>; onPick(row: DialogRow): void;
}) {
  const { t } = useTranslation('customDialog');
  const area = useMemo(() => searchAreaOf(dialog), [dialog]);
  const [keyword, setKeyword] = useState('');
  const [moreOpen, setMoreOpen] = useState(false);
  const [draft, setDraft] = useState<DialogParams>({});
  const [applied, setApplied] = useState<DialogParams>({});
  const [trail, setTrail] = useState<OrgCrumb[]>([]);
  const typed = useDebounced(keyword.trim());
  const searching = typed !== '' || Object.keys(applied).length > 0;
  // A search lists matches at any level of a tree; otherwise the level the breadcrumb stands at.
  const walking = dialog.style === 1 && !searching;

  const search: DialogSearch = {
    mapParam: { ...params, ...applied, ...(area.keyword && typed ? { [area.keyword.field]: typed } : {}) },
    pid: walking ? trail.at(-1)?.id : undefined,
    pageSize: dialog.needPage && dialog.pageSize > 0 ? dialog.pageSize : DIALOG_PAGE_SIZE,
  };
  const rows = useDialogRows(alias, search);
  const Mark = many ? Checkbox : Radio;

  return (
    <>
      {(area.keyword || area.more.length > 0) && (
        <div className="dialog-picker-search" role="search">
          {area.keyword && (
            <SearchBar value={keyword} onChange={setKeyword} placeholder={t('search', { fields: area.placeholder })} aria-label={t('search', { fields: area.placeholder })} />
          )}
          {area.more.length > 0 && (
            <Button fill="none" color="primary" className="dialog-picker-more-toggle" aria-expanded={moreOpen} onClick={() => setMoreOpen((o) => !o)}>
              {moreOpen ? t('less') : t('more')}
            </Button>
          )}
        </div>
      )}
      {moreOpen && (
        <MoreSearch conditions={area.more} values={draft} onChange={setDraft}
          onApply={() => { setApplied(clean(draft)); setMoreOpen(false); }}
          onReset={() => { setDraft({}); setApplied({}); }} />
      )}
      {walking && <OrgCrumbs trail={trail} onTrail={setTrail} />}
      <div className="dialog-picker-body" tabIndex={0} role="group" aria-label={t('rows', { title: dialog.name })} aria-busy={rows.isFetching}>
        <PagedList query={rows} empty={t('empty')} loadFailed={t('failed', { message: errorText(rows.error) })} skeletonLines={1}
          render={(row) => {
            const key = rowKey(dialog, row);
            const { title, details } = rowLines(dialog, row);
            return (
              <List.Item key={key} arrow={false}
                prefix={<Mark checked={picked.has(key)} aria-label={title} onChange={() => onPick(row)} />}
                description={details.length > 0 ? details.map((d) => (
                  <span key={d.label} className="dialog-picker-row-detail"><b>{d.label}</b> {d.value}</span>
                )) : undefined}
                extra={walking && row.isParent === true ? (
                  <Button fill="none" color="primary" size="small" className="dialog-picker-down"
                    aria-label={t('childrenOf', { name: title })} onClick={() => setTrail([...trail, { id: String(row.id), name: title }])}>
                    {t('children')} <RightOutline aria-hidden />
                  </Button>
                ) : undefined}>
                {/* The line picks too; the mark before it is the control a keyboard and a screen reader use. */}
                <span className="dialog-picker-row-title" aria-hidden onClick={() => onPick(row)}>{title}</span>
              </List.Item>
            );
          }} />
      </div>
    </>
  );
}

/** Search values without the empty ones. */
const clean = (values: DialogParams): DialogParams =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => !(v === '' || v === null || v === undefined || (Array.isArray(v) && v.length === 0))));

/** The other conditions the user may fill: text boxes, radio buttons, a choice among options, tags. */
function MoreSearch({ conditions, values, onChange, onApply, onReset }: {
  conditions: Condition[]; values: DialogParams; onChange(values: DialogParams): void; onApply(): void; onReset(): void;
}) {
  const { t } = useTranslation('customDialog');
  const set = (field: string, v: DialogParams[string]) => onChange({ ...values, [field]: v });
  return (
    <form className="dialog-picker-more" onSubmit={(e) => { e.preventDefault(); onApply(); }}>
      {conditions.map((c) => {
        const id = `dialog-cond-${c.field}`;
        const current = values[c.field];
        return (
          <div key={c.field} className="dialog-picker-cond" role="group" aria-labelledby={id}>
            <span id={id} className="dialog-picker-cond-label">{c.comment}</span>
            {c.kind === 'text' && (
              <Input value={typeof current === 'string' ? current : ''} onChange={(v) => set(c.field, v)} placeholder={t('input')} aria-label={c.comment} clearable />
            )}
            {c.kind === 'one' && (
              <Radio.Group value={typeof current === 'string' ? current : ''} onChange={(v) => set(c.field, String(v))}>
                <Space wrap>
                  <Radio value="">{t('any')}</Radio>
                  {c.options.map((o) => <Radio key={o.value} value={o.value}>{o.label}</Radio>)}
                </Space>
              </Radio.Group>
            )}
            {c.kind === 'tags' && (
              <Checkbox.Group value={Array.isArray(current) ? current.map(String) : []} onChange={(v) => set(c.field, v.map(String))}>
                <Space wrap>{c.options.map((o) => <Checkbox key={o.value} value={o.value}>{o.label}</Checkbox>)}</Space>
              </Checkbox.Group>
            )}
          </div>
        );
      })}
      <div className="dialog-picker-more-actions">
        <Button onClick={onReset}>{t('reset')}</Button>
        <Button color="primary" type="submit">{t('apply')}</Button>
      </div>
    </form>
  );
}

import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button, Dialog } from 'antd-mobile';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageHeader } from '../../../../components/PageHeader.js';
import { PageLoading } from '../../../../components/PageLoading.js';
import { LoadFailurePage } from '../../../../components/LoadFailurePage.js';
import { ErrorPage } from '../../../../components/ErrorPage.js';
import { usePane } from '../../../../lib/pane.js';
import { useQueryFilters } from '../../shared/use-query-filters.js';
import { useTranslation } from '../../../../i18n/index.js';

/**
 * A settings record's page: its title, the skeleton while it loads, not found / failed with retry, else
 * `children` with the record (null for a new one). `list` is where "back to the list" leads.
 */
export function SettingsFrame<R>({ title, query, list, children }: {
  title: string; query: UseQueryResult<R> | null; list: string; children(record: R | null): ReactNode;
}) {
  const { t } = useTranslation('eamRepair');
  return (
    <div className="page eam-page repair-page">
      <PageHeader title={title} back />
      {!query ? children(null)
        : query.isPending ? <PageLoading rows={5} />
        : query.isError ? (
          <LoadFailurePage error={query.error} onRetry={() => void query.refetch()} home={{ to: list, text: t('settings.backToList') }}
            notFound={t('settings.notFound')} loadFailed={t('settings.loadFailed')} />
        ) : children(query.data)}
    </div>
  );
}

/** A new record for someone who may not change the settings: said, with the way back. */
export function NoRightToEdit({ list }: { list: string }) {
  const { t } = useTranslation('eamRepair');
  return <ErrorPage status="empty" tip={t('settings.noRight')} showBack link={{ to: list, text: t('settings.backToList') }} />;
}

/**
 * View or edit of a settings record, kept in the URL (`?edit=1`, so a reload keeps the form), and where to go once
 * it is saved (the saved record) or deleted (its list; in the pane beside the list, the list alone).
 */
export function useSettingsMode(list: string) {
  const { params, setFilter } = useQueryFilters<'edit'>();
  const navigate = useNavigate();
  const pane = usePane();
  return {
    editing: params.get('edit') === '1',
    edit: () => setFilter('edit', '1'),
    view: () => setFilter('edit', undefined),
    /** The record's own page, replacing the form's entry (a new record gets its URL). */
    saved: (url: string) => navigate(url, { replace: true }),
    deleted: () => navigate(pane?.listUrl ?? list, { replace: true }),
  };
}

/** Edit and delete under a record, for those who may change the settings; `deleteBlocked` says why deleting is not offered. */
export function RecordActions({ onEdit, onDelete, deleteBlocked, busy }: { onEdit(): void; onDelete(): void; deleteBlocked?: string | null; busy?: boolean }) {
  const { t } = useTranslation('eamRepair');
  return (
    <div className="repair-record-actions">
      {deleteBlocked ? <p className="repair-muted">{deleteBlocked}</p> : (
        <Button fill="outline" color="danger" loading={busy} onClick={async () => {
          if (await Dialog.confirm({ content: t('settings.deleteConfirm'), confirmText: t('settings.delete'), cancelText: t('cancel') })) onDelete();
        }}>{t('settings.delete')}</Button>
      )}
      <Button color="primary" onClick={onEdit}>{t('settings.edit')}</Button>
    </div>
  );
}

/** A form's cancel (back to viewing, or out of a new record) beside its save. */
export function FormButtons({ busy, onCancel, disabled }: { busy: boolean; onCancel(): void; disabled?: boolean }) {
  const { t } = useTranslation('eamRepair');
  return (
    <div className="repair-form-buttons">
      <Button size="large" onClick={onCancel}>{t('cancel')}</Button>
      <Button size="large" type="submit" color="primary" loading={busy} disabled={disabled}>{t('settings.save')}</Button>
    </div>
  );
}

import { Navigate, useSearchParams } from 'react-router';
import { ErrorPage } from '../../../components/ErrorPage.js';
import { PageHeader } from '../../../components/PageHeader.js';
import { DefinitionView } from '../components/DefinitionView.js';
import { useTranslation } from '../../../i18n/index.js';

/**
 * `/formContent`: the one link other screens (a custom dialog's row, a query view's row, a column's item) use
 * to show a form read-only (ADR 0022):
 * - `?templateKey=<template alias>&id=<record id>` (`dataKey` is the original's name for the template): that
 *   record, in the template's form under the template's rights — the record's own view, /templateForm/…/get/…,
 *   so there is one read-only record view with its history;
 * - `?formKey=<form key>`: the form itself (its main version) read-only, no record.
 * Anything else is an incomplete link, said so rather than guessed at.
 */
export function FormContentPage() {
  const { t } = useTranslation('formView');
  const [params] = useSearchParams();
  const templateKey = params.get('templateKey') || params.get('dataKey');
  const id = params.get('id');
  const formKey = params.get('formKey');
  if (templateKey && id) return <Navigate replace to={`/templateForm/${encodeURIComponent(templateKey)}/get/${encodeURIComponent(id)}`} />;
  if (formKey && !id) return <DefinitionView key={formKey} formRef={{ formKey }} mode="detail" />;
  return (
    <div className="page form-view">
      <PageHeader title={t('titles.content')} back />
      <ErrorPage status="empty" tip={t('content.incomplete')} showBack link={{ to: '/work', text: t('backToWork') }} />
    </div>
  );
}

import type { ReactNode } from 'react';
import type { DefinitionDetail } from '@wp/contract';
import { PageLoading } from '../../../components/PageLoading.js';
import type { UseQueryResult } from '@tanstack/react-query';
import { RetryNote } from './RetryNote.js';
import { useTranslation } from '../../../i18n/index.js';

/**
 * The form card of a view while its definition loads: a skeleton, a failure with retry, a note when the
 * process has no form, else `children(definition)`.
 */
export function FormSection({ definition, children }: {
  definition: UseQueryResult<DefinitionDetail>;
  children(def: DefinitionDetail & { form: NonNullable<DefinitionDetail['form']> }): ReactNode;
}) {
  const { t } = useTranslation('task');
  if (definition.isPending) return <PageLoading rows={6} />;
  if (definition.isError) {
    return <RetryNote className="card detail-note" text={t('form.loadFailed')} onRetry={() => void definition.refetch()} />;
  }
  const def = definition.data;
  if (!def.form) return <div className="card detail-note">{t('form.none')}</div>;
  return <section className="detail-form" aria-label={t('form.label')}>{children({ ...def, form: def.form })}</section>;
}

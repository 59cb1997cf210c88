import { runtimeListApi, type InstanceOutcomeValue } from '@wp/contract';
import { useTranslation } from '../../../i18n/index.js';

/**
 * The outcome chips above 我的请求 and 已办 (全部 / 审批中 / 已通过 / 未通过 / 已撤回), as Feishu and DingTalk
 * have them; one row that scrolls sideways when the words do not fit (a phone in English).
 */
export function OutcomeFilter({ value, onChange }: { value: InstanceOutcomeValue | undefined; onChange(next: InstanceOutcomeValue | undefined): void }) {
  const { t } = useTranslation('matters');
  const choices: Array<InstanceOutcomeValue | undefined> = [undefined, ...runtimeListApi.outcomeFilterValues];
  return (
    <div className="matters-filters matters-outcomes" role="group" aria-label={t('outcomeFilter.label')}>
      {choices.map((choice) => (
        <button key={choice ?? 'all'} type="button" className="matters-chip" aria-pressed={value === choice} data-outcome={choice ?? 'all'}
          onClick={() => onChange(choice)}>
          {t(`outcomeFilter.${choice ?? 'all'}`)}
        </button>
      ))}
    </div>
  );
}

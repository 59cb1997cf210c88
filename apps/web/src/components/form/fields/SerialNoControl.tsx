import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmptyValue } from '../../../lib/form/model.js';
import { useFormContext, type ControlProps } from '../context.js';
import { getNextIdByAlias } from '../api/getNextIdByAlias.js';
import { ReadOnlyText } from './ReadOnlyText.js';

type SerialNoField = Extract<ControlProps['field'], { type: 'serialNo' }>;

/**
 * A serial number, read-only. On a new request with the field still empty it is taken once from the
 * identity rule (every call uses a number up, so re-renders and React's double effects share one request).
 */
export function SerialNoControl({ field, value, onChange }: ControlProps<SerialNoField>) {
  const { t } = useTranslation('form');
  const { isNew } = useFormContext();
  const need = isNew && isEmptyValue(field, value);
  const request = useRef<Promise<string> | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    if (!need) return;
    request.current ??= getNextIdByAlias(field.identityAlias);
    let live = true;
    request.current.then(
      (id) => live && onChangeRef.current(id),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [need, field.identityAlias, attempt]);

  if (!need) return <ReadOnlyText>{typeof value === 'string' ? value : ''}</ReadOnlyText>;
  if (failed) {
    return (
      <button type="button" className="link-button form-retry" onClick={() => {
        request.current = null;
        setFailed(false);
        setAttempt((n) => n + 1);
      }}>
        {t('serialNo.failed')} · {t('common:retry')}
      </button>
    );
  }
  return <div className="form-readonly is-empty">{t('serialNo.pending')}</div>;
}

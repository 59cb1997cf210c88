import { Dialog } from 'antd-mobile';
import i18n from '../../../i18n/index.js';

/** 'Are you sure you want to delete?' (spec 000 section 5); resolves true on confirm. */
export const confirmDelete = () =>
  Dialog.confirm({
    content: i18n.t('form:confirmDelete'),
    confirmText: i18n.t('common:confirm'),
    cancelText: i18n.t('common:cancel'),
  });

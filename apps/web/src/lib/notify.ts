import { createElement } from 'react';

/** Success toasts show the server message for 1500 ms (spec section 8). */
export const SUCCESS_TOAST_MS = 1500;

// The toast (and its animation library) loads on the first message, keeping it out of the first page's JS.
const toast = () => import('antd-mobile/es/components/toast').then((m) => m.default);
const styled = (text: string, className: string) => createElement('span', { className }, text);

export const notify = {
  success: (text: string) => void toast().then((T) => T.show({ icon: 'success', content: text, duration: SUCCESS_TOAST_MS })),
  /** The red danger message of the error catalogue. */
  danger: (text: string) => void toast().then((T) => T.show({ content: styled(text, 'toast-danger'), duration: 2500 })),
  warning: (text: string) => void toast().then((T) => T.show({ content: styled(text, 'toast-warning'), duration: 2500 })),
};

import { createElement } from 'react';
import Toast from 'antd-mobile/es/components/toast';
import type { ToastShowProps } from 'antd-mobile';
import { announce } from './announce.js';

/** Success toasts show the server message for 1500 ms (spec section 8). */
export const SUCCESS_TOAST_MS = 1500;

// The toast is in the entry, not loaded on the first message: the message that matters most is 'network
// error', and then its file could not be fetched (about 1 KB; its animation library is in the shared `ui` file).
const styled = (text: string, className: string) => createElement('span', { className }, text);

function show(text: string, urgent: boolean, options: ToastShowProps) {
  announce(text, urgent);
  Toast.show(options);
}

export const notify = {
  success: (text: string) => show(text, false, { icon: 'success', content: text, duration: SUCCESS_TOAST_MS }),
  /** The red danger message of the error catalogue. */
  danger: (text: string) => show(text, true, { content: styled(text, 'toast-danger'), duration: 2500 }),
  warning: (text: string) => show(text, true, { content: styled(text, 'toast-warning'), duration: 2500 }),
};

import { createElement } from 'react';
import Toast from 'antd-mobile/es/components/toast';

/** Success toasts show the server message for 1500 ms (spec section 8). */
export const SUCCESS_TOAST_MS = 1500;

// The toast is in the entry, not loaded on the first message: the message that matters most is 'network
// error', and then its file could not be fetched (about 1 KB; its animation library is in the shared `ui` file).
const styled = (text: string, className: string) => createElement('span', { className }, text);

export const notify = {
  success: (text: string) => void Toast.show({ icon: 'success', content: text, duration: SUCCESS_TOAST_MS }),
  /** The red danger message of the error catalogue. */
  danger: (text: string) => void Toast.show({ content: styled(text, 'toast-danger'), duration: 2500 }),
  warning: (text: string) => void Toast.show({ content: styled(text, 'toast-warning'), duration: 2500 }),
};

// The on-demand part of the form controls (see lazy-pickers.tsx), one chunk.
export { DatePicker, ImageViewer, Picker } from 'antd-mobile';

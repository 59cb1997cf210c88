// The on-demand part of the form controls (see on-demand.tsx), one chunk.
export { DatePicker, ImageViewer, Picker } from 'antd-mobile';

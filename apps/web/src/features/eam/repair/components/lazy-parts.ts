// The on-demand part of the repair forms (see FaultFields.tsx): the cascader loads the first time it opens.
export { Cascader } from 'antd-mobile';

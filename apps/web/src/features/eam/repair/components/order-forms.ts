// The forms of the order actions, one chunk loaded when the first of them opens (most visits only read the order).
export { DispatchForm } from './DispatchForm.js';
export { CancelForm } from './CancelForm.js';
export { AcceptForm } from './AcceptForm.js';
export { FinishForm } from './FinishForm.js';

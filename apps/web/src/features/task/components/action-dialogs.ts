// The dialogs of the less frequent task actions, one chunk loaded when one of them first opens.
export { DueTimeDialog } from './DueTimeDialog.js';
export { PeopleDialog } from './PeopleDialog.js';
export { RejectDialog } from './RejectDialog.js';

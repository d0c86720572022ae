export * from '../events/index.js';
// Event props come from the elements' event lists in src/events/ (`onParleyThreadSelect`, `onParleyError`, …), typed
// with each event's class; `onParleyMessageSend` and `onParleyFormSubmit` are cancelable (`e.preventDefault()`).
export { ParleyInbox } from './inbox.js';
export { ParleyComposer, } from './composer.js';
export { ParleyForm } from './form.js';

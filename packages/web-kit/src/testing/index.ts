export { settleScheduledWork } from './settle-scheduled-work';
export { stubMatchMedia } from './stub-match-media';

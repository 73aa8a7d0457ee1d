export {
  formatDay,
  formatShanghai,
  formatTime,
  formatTimeWithSeconds,
  todayInShanghai,
} from './shanghai-time';
export { formatYuan, yuanToNumber } from './yuan';

export { acknowledgeRecall, recallNotices, recallReturn } from './recall-notices.service';
export { startRecall } from './recall.service';
export { closeRecall } from './recall-report.service';
export { uploadTemperatureRecord } from './cold-chain.service';

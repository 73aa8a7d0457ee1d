export { receivedCodes } from './recall-notices.service';

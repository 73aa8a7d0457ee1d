export { recordEvent } from './webhook-events.service';

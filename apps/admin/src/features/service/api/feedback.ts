import { operatorFeedback } from '@yaocai/contract';
import { pagedList } from '../../../lib/save-resource';

export const feedbackKey = ['operator', 'feedback'] as const;

/** GET /api/operator/feedback: members' 意见反馈, the unreplied first. */
export const feedbackQueryOptions = pagedList([...feedbackKey, 'list'], operatorFeedback);

import { operatorFeedbackReply } from '@yaocai/contract';
import { rowAction } from '../../../lib/save-resource';
import { dashboardQueryKey } from '../../dashboard/api/dashboard';
import { feedbackKey } from './feedback';

/** POST /api/operator/feedback/{id}/reply: the answer the member reads (and is told of). */
export const useReplyFeedback = rowAction(operatorFeedbackReply, feedbackKey, dashboardQueryKey);

import { userWechatAuthorise } from '@yaocai/contract';
import type { WechatAuthoriseAnswer } from '@yaocai/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export type WechatPurpose = 'bind' | 'register';

/** POST /api/user/wechat/authorise: a new QR code (its target URL and state) for binding or registration. */
export function startWechatAuthorisation(purpose: WechatPurpose): Promise<WechatAuthoriseAnswer> {
  return call(userWechatAuthorise, { purpose });
}

export const useStartWechatAuthorisation = () => useMutation({ mutationFn: startWechatAuthorisation });

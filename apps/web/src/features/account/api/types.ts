import type { AccountManager, LoginAnswer, ProfileAnswer } from '@yaocai/contract';

export type { LoginInput } from '@yaocai/contract';

/** What the session calls answer: the API's contract (packages/contract/src/account/session.ts). */
export type { AccountManager };
export type Profile = ProfileAnswer;
export type CommonConfig = ProfileAnswer['common_config'];
export type LoginResult = LoginAnswer;

import type { AccountManager, LoginAnswer, LoginInput, ProfileAnswer } from '@yaocai/contract';

/** What the session calls answer: the API's contract (packages/contract/src/account/session.ts). */
export type { AccountManager, LoginInput };
export type Profile = ProfileAnswer;
export type CommonConfig = ProfileAnswer['common_config'];
export type LoginResult = LoginAnswer;

import { userLoginCode, type LoginCodeInput } from '@yaocai/contract';
import { call } from '../../../lib/http';

/** POST /api/user/login/code: the login SMS code of an account past its failed-login limit. */
export const sendLoginCode = (input: LoginCodeInput) => call(userLoginCode, input);

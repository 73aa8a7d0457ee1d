import type { LoginCodeAnswer, LoginCodeInput } from '@yaocai/contract';
import { http } from '../../../lib/http';

/** POST /api/user/login/code: the login SMS code of an account past its failed-login limit. */
export function sendLoginCode(input: LoginCodeInput): Promise<LoginCodeAnswer> {
  return http.post<LoginCodeAnswer>('/api/user/login/code', input);
}

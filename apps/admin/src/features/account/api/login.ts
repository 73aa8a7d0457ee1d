import { userLogin } from '@yaocai/contract';
import { call } from '../../../lib/http';

export interface LoginInput {
  username: string;
  password: string;
}

/** POST /api/user/login: the same session cookie as the storefront; /me then says whether it is staff. */
export function login(input: LoginInput): Promise<unknown> {
  return call(userLogin, input, { silent: true });
}

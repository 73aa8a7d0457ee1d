/** A refusal the client should show: code is the envelope code, status the HTTP status. */
export class AppError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly code: number = status,
    public readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const notLoggedIn = () => new AppError(401, '请先登录', 10001);
export const notFound = (what = '内容') => new AppError(404, `${what}不存在`);
export const forbidden = (message: string) => new AppError(403, message);
export const conflict = (message: string) => new AppError(409, message);

/** 422 naming the field, with its message as the envelope msg. */
export function invalid(field: string, message: string): AppError {
  return new AppError(422, message, 422, { [field]: [message] });
}

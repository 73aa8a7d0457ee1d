import { ApiError } from '../../../lib/http';

/** A 422's messages per field, as antd's form.setFields takes them (nothing for other failures). */
export function fieldErrors(error: unknown): { name: string; errors: string[] }[] {
  if (!(error instanceof ApiError) || !error.errors) return [];
  return Object.entries(error.errors).map(([name, errors]) => ({ name: name.split('.')[0]!, errors }));
}

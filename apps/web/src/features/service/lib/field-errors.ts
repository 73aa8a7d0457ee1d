import { fieldErrors as apiFieldErrors } from '@yaocai/web-kit/http';

/** A 422's messages per field for the storefront's forms: every message, under the field's top-level key. */
export function fieldErrors(error: unknown): { name: string; errors: string[] }[] {
  return apiFieldErrors(error, { messages: 'all', nameOf: (name) => name.split('.')[0]! });
}

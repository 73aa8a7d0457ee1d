import { cartImport } from '@yaocai/contract';
import type { PlanImportAnswer } from '@yaocai/contract';
import { call } from '../../../lib/http';
import type { SheetFormat } from '@yaocai/web-kit/sheets';

/** A plan of up to 2000 rows may take a while to match and add. */
const IMPORT_TIMEOUT_MS = 120_000;

/**
 * POST /api/cart/import (multipart `file`, `dry_run`, `choices`): with dryRun every row is matched and
 * checked and nothing is added; without, the rows that may be bought go into the cart.
 */
export function importPlan(
  file: File,
  options: { dryRun: boolean; choices: Record<number, number> },
): Promise<PlanImportAnswer> {
  const form = new FormData();
  form.append('dry_run', options.dryRun ? '1' : '0');
  form.append('choices', JSON.stringify(options.choices));
  form.append('file', file, file.name);
  return call(cartImport, form, { timeoutMs: IMPORT_TIMEOUT_MS });
}

/** GET /api/cart/import/template: the plan's columns with example rows. */
export const planTemplateUrl = (format: SheetFormat) => `/api/cart/import/template?format=${format}`;

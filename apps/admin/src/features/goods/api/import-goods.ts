import { operatorGoodsImport } from '@yaocai/contract';
import type { GoodsImportAnswer } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { goodsKey } from './goods';

/** A sheet of up to 2000 rows may take a while to check and write. */
const IMPORT_TIMEOUT_MS = 120_000;

/**
 * POST /api/operator/goods/import (multipart `file` + `dry_run`): with dryRun the rows are checked and
 * nothing is written; without, the good rows are created or updated.
 */
export function importGoods(file: File, dryRun: boolean): Promise<GoodsImportAnswer> {
  const form = new FormData();
  form.append('dry_run', dryRun ? '1' : '0');
  form.append('file', file, file.name);
  return call(operatorGoodsImport, form, { timeoutMs: IMPORT_TIMEOUT_MS });
}

export function useImportGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) => importGoods(file, dryRun),
    onSuccess: (answer) =>
      answer.dry_run ? undefined : queryClient.invalidateQueries({ queryKey: goodsKey }),
  });
}

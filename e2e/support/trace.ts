import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

interface TraceLine {
  order_line_id: number;
  to_ship: number;
  trace_required: number;
  trace_prefix: string;
}

/** 20-digit 码上放心 codes for a line: its goods' 药品标识码, the line id and the unit's number (as the seed makes them). */
export const demoCodes = (line: TraceLine) =>
  Array.from(
    { length: line.to_ship },
    (_, unit) =>
      `${line.trace_prefix}${String(line.order_line_id).padStart(9, '0')}${String(unit + 1).padStart(4, '0')}`,
  );

/** The order's lines that need codes, as the console reads them (staff session of `request`). */
export async function codedLines(request: APIRequestContext, orderId: number): Promise<TraceLine[]> {
  const detail = await request.get(`/api/operator/orders/${orderId}`);
  expect(detail.ok()).toBe(true);
  const lines = (await detail.json()).data.trace_lines as TraceLine[];
  return lines.filter((l) => l.trace_required === 1 && l.to_ship > 0);
}

/** The ship call's trace_codes for an order, every coded unit with a demo code. */
export async function demoTraceCodes(request: APIRequestContext, orderId: number) {
  return (await codedLines(request, orderId)).map((l) => ({
    order_line_id: l.order_line_id,
    codes: demoCodes(l),
  }));
}

/** On 扫码发货 (/admin/orders/{id}/ship): scans every coded unit as a scanner would (code, Enter). */
export async function scanDemoCodes(page: Page) {
  await expect(page).toHaveURL(/\/admin\/orders\/\d+\/ship$/);
  const orderId = Number(/\/orders\/(\d+)\/ship/.exec(page.url())![1]);
  const scan = page.getByTestId('pack-scan');
  await expect(scan).toBeVisible();
  for (const line of await codedLines(page.request, orderId)) {
    for (const code of demoCodes(line)) {
      await scan.fill(code);
      await scan.press('Enter');
    }
  }
  await expect(page.getByTestId('pack-refusal')).toHaveCount(0);
  await expect(page.getByTestId('ship-submit')).toBeEnabled();
}

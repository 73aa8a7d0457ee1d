import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { routeMapTable, routeRows } from './route-map';
import { routes } from './router';

const DOC = resolve(import.meta.dirname, '../../../../docs/route-map.md');
const START = '<!-- route-table:start (npm run docs:routes) -->';
const END = '<!-- route-table:end -->';

it('docs/route-map.md lists every route of the table as it is', async () => {
  const doc = readFileSync(DOC, 'utf8');
  const [before, rest] = doc.split(START);
  const after = rest?.split(END)[1];
  expect(before !== undefined && after !== undefined, 'route-table markers in docs/route-map.md').toBe(true);
  const written = `${before}${START}\n${routeMapTable(await routeRows(routes))}\n${END}${after}`;
  if (process.env.UPDATE_ROUTE_MAP === '1') writeFileSync(DOC, written);
  else expect(doc, 'docs/route-map.md is stale: run npm run docs:routes').toBe(written);
});

/**
 * A Vite plugin for both front ends: in the browser an endpoint descriptor of packages/contract
 * (`src/<area>/endpoints.ts`, `…/<part>-endpoints.ts`) needs only its method and path. Its schemas matter for the types (erased
 * anyway), the API's validation and the descriptor test, so here each `query: cartListQuery`,
 * `params: …`, `body: …` and `answer: …` becomes `true` (call() still sees that a query or body is
 * declared). The schema modules are then unused and left out of the bundle: without this every page
 * calling the API would load zod and the answer schemas (the storefront's first load grew by 10 KB
 * gzipped). A value that is not a plain identifier is left as it is (it still works, only heavier).
 */
const DESCRIPTOR_FILE = /[\\/]packages[\\/]contract[\\/]src[\\/][a-z-]+[\\/]([a-z-]+-)?endpoints\.ts$/;
const SCHEMA_PROPERTY = /\b(query|params|body|answer): ([A-Za-z_$][\w$]*)\b(?!\s*[.(])/g;

export function contractEndpointsForBrowser() {
  return {
    name: 'yaocai-contract-endpoints',
    enforce: 'pre' as const,
    transform(code: string, id: string) {
      if (!DESCRIPTOR_FILE.test(id.split('?')[0])) return null;
      return { code: code.replace(SCHEMA_PROPERTY, '$1: true'), map: null };
    },
  };
}

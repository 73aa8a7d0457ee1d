import type { Plugin } from 'vite';

/** The lazy pages a buyer often opens first from outside (a shared link, a search): name → page module. */
const FIRST_PAGES: Record<string, RegExp> = {
  search: /[\\/]src[\\/]pages[\\/]search\.tsx$/,
  goods: /[\\/]src[\\/]pages[\\/]goods\.tsx$/,
};

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Writes into index.html's inline script (its empty `files` object) the scripts and styles each first page
 * needs beyond the entry's, so the script can preload them with the entry on /m/search and /m/goods/…
 * instead of after the entry has run (one round trip less over slow 4G).
 */
export function routePreload(): Plugin {
  return {
    name: 'mobile-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c): c is ChunkLike & typeof c => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c as unknown as ChunkLike]));
        const closure = (start: ChunkLike, into = new Set<string>()) => {
          if (into.has(start.fileName)) return into;
          into.add(start.fileName);
          for (const file of start.imports) {
            const next = byFile.get(file);
            if (next) closure(next, into);
          }
          return into;
        };
        const entry = chunks.find((c) => c.isEntry) as unknown as ChunkLike | undefined;
        const loaded = entry ? closure(entry) : new Set<string>();
        const files: Record<string, string[]> = {};
        for (const [name, test] of Object.entries(FIRST_PAGES)) {
          const page = chunks.find((c) => c.facadeModuleId && test.test(c.facadeModuleId));
          if (!page) continue;
          const scripts = [...closure(page as unknown as ChunkLike)].filter((f) => !loaded.has(f));
          const styles = scripts.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
          files[name] = [...scripts, ...styles];
        }
        return html.replace('/* route files */ {}', JSON.stringify(files));
      },
    },
  };
}

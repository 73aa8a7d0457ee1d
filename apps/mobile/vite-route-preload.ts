import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

const EARLY_SOURCE = join(import.meta.dirname, 'early.js');

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
 * Writes early.js into the build (assets/early-<hash>.js, loaded async by index.html) with its empty
 * `files` object filled in: the scripts and styles each first page needs beyond the entry's, so the
 * script can preload them with the entry on /m/search and /m/goods/… instead of after the entry has run
 * (one round trip less over slow 4G). In development early.js is not loaded at all.
 */
export function routePreload(): Plugin {
  let config: ResolvedConfig;
  let early: { fileName: string; source: string } | null = null;
  return {
    name: 'mobile-route-preload',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      if (!early) return;
      const target = join(config.root, config.build.outDir, early.fileName);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, early.source);
    },
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
        const source = readFileSync(EARLY_SOURCE, 'utf8').replace(
          '/* route files */ {}',
          JSON.stringify(files),
        );
        const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
        early = { fileName: `${config.build.assetsDir}/early-${hash}.js`, source };
        // Right after the charset and asked for at high priority: its GET and the picture it preloads
        // start before the bundles, which take most of slow 4G's bandwidth (an async script at the end
        // of <head> was fetched at low priority, after them: the goods page's LCP was ≈ 100 ms later).
        const tag = `<script async fetchpriority="high" src="${config.base}${early.fileName}"></script>`;
        const charset = /<meta charset="UTF-8" \/>\n/i;
        if (!charset.test(html)) throw new Error('index.html: <meta charset="UTF-8" /> not found');
        return html.replace(charset, (meta) => `${meta}    ${tag}\n`);
      },
    },
  };
}

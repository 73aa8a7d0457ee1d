import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context';
import {
  bannerPictureSvg,
  brandLogoSvg,
  categoryIconSvg,
  packImageSvg,
  placeholderSvg,
  qrSvg,
  reportSvg,
} from '../../db/seed/images';
import * as repo from './images.repository';
import { nonJsonAnswer } from '../../lib/answers';

// The pictures are drawn from the data, so a given URL always shows the same picture.
const LONG_CACHE = 'public, max-age=31536000, immutable';
const SVG = 'image/svg+xml; charset=utf-8';
const ID_FILE = /^(\d{1,9})\.svg$/;
const NAME_FILE = /^([a-z0-9_-]{1,32})\.svg$/;

type Variant = 1 | 2;
type Draw = (id: number, variant: Variant) => Promise<string | null>;

const variantOf = (query: unknown): Variant => ((query as { v?: string } | undefined)?.v === '2' ? 2 : 1);

function sendSvg(reply: FastifyReply, body: string | null) {
  if (body === null)
    return reply
      .status(404)
      .header('content-type', SVG)
      .header('cache-control', 'no-cache')
      .send(placeholderSvg());
  return reply.header('content-type', SVG).header('cache-control', LONG_CACHE).send(body);
}

/** Generated pack shots, banners, logos, icons, QR codes and quality reports under /img. */
export async function imageRoutes(app: FastifyInstance, { db }: AppContext) {
  const byId = (folder: string, draw: Draw) =>
    app.get<{ Params: { file: string } }>(
      `/img/${folder}/:file`,
      { schema: { hide: true, ...nonJsonAnswer('file') } },
      async (request, reply) => {
        const match = ID_FILE.exec(request.params.file);
        return sendSvg(reply, match ? await draw(Number(match[1]), variantOf(request.query)) : null);
      },
    );

  byId('goods', async (id, variant) => {
    const g = await repo.findGoodsForPicture(db, id);
    return (
      g &&
      packImageSvg({
        name: g.name,
        spec: g.spec,
        manufacturer: g.manufacturer,
        kind: g.kind,
        seed: g.id,
        variant,
      })
    );
  });
  byId('banner', async (id) => {
    const banner = await repo.findBannerForPicture(db, id);
    return banner && bannerPictureSvg(banner);
  });
  byId('brand', async (id) => {
    const brand = await repo.findBrandForPicture(db, id);
    return brand && brandLogoSvg({ name: brand.name, seed: brand.id });
  });
  byId('category', async (id, variant) => {
    const category = await repo.findCategoryForPicture(db, id);
    return (
      category && categoryIconSvg({ name: category.name, seed: category.parentId ?? category.id, variant })
    );
  });
  byId('report', async (id) => {
    const batch = await repo.findBatchForReport(db, id);
    if (!batch || batch.qualityReportUrl === '') return null;
    return reportSvg({ ...batch, seed: batch.id });
  });

  app.get<{ Params: { file: string } }>(
    '/img/qr/:file',
    { schema: { hide: true, ...nonJsonAnswer('file') } },
    async (request, reply) => {
      const match = NAME_FILE.exec(request.params.file);
      return sendSvg(reply, match ? qrSvg(match[1]) : null);
    },
  );
}

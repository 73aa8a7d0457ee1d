import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const FONT_PACKAGE = '@expo-google-fonts/noto-sans-sc';
let fonts: { regular: Buffer; bold: Buffer } | null = null;

/** Noto Sans SC regular and bold for pdfkit (read once; pdfkit embeds a subset with its ToUnicode map). */
export function cjkFonts() {
  fonts ??= {
    regular: readFileSync(require.resolve(`${FONT_PACKAGE}/400Regular/NotoSansSC_400Regular.ttf`)),
    bold: readFileSync(require.resolve(`${FONT_PACKAGE}/700Bold/NotoSansSC_700Bold.ttf`)),
  };
  return fonts;
}

/** A pdfkit document with the two fonts registered as 'regular' and 'bold'; `done` resolves with its bytes. */
export function pdfWithFonts(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const { regular, bold } = cjkFonts();
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  return done;
}

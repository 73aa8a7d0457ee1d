/**
 * Reading a box's 69 码: the browser's own BarcodeDetector where it has one (Android Chrome), else the
 * ZXing decoder, loaded only when the scan page asks for it so it never weighs on the first load.
 */
interface NativeDetector {
  detect(source: CanvasImageSource | ImageBitmap): Promise<{ rawValue: string; format: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

export interface BarcodeReader {
  kind: 'native' | 'zxing';
  /** Reads frames of the stream shown in `video` until a code is found or the returned stop is called. */
  watch(stream: MediaStream, video: HTMLVideoElement, onCode: (code: string) => void): Promise<() => void>;
  /** One picture (a photo of the box): its code, or null. */
  readImage(url: string): Promise<string | null>;
}

const FORMATS = ['ean_13', 'ean_8', 'upc_a'];

async function nativeReader(): Promise<BarcodeReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  const supported = await Detector.getSupportedFormats().catch(() => [] as string[]);
  if (!supported.includes('ean_13')) return null;
  const detector = new Detector({ formats: FORMATS.filter((f) => supported.includes(f)) });
  return {
    kind: 'native',
    async watch(_stream, video, onCode) {
      let stopped = false;
      const tick = async () => {
        if (stopped) return;
        if (video.readyState >= 2) {
          const found = await detector.detect(video).catch(() => []);
          if (found[0] && !stopped) return onCode(found[0].rawValue);
        }
        setTimeout(() => void tick(), 250);
      };
      void tick();
      return () => {
        stopped = true;
      };
    },
    async readImage(url) {
      const image = new Image();
      image.src = url;
      await image.decode();
      const found = await detector.detect(image).catch(() => []);
      return found[0]?.rawValue ?? null;
    },
  };
}

async function zxingReader(): Promise<BarcodeReader> {
  const { BrowserMultiFormatOneDReader } = await import('@zxing/browser');
  const reader = new BrowserMultiFormatOneDReader();
  return {
    kind: 'zxing',
    async watch(stream, video, onCode) {
      const controls = await reader.decodeFromStream(stream, video, (result, _error, ctl) => {
        if (result) {
          ctl.stop();
          onCode(result.getText());
        }
      });
      return () => controls.stop();
    },
    async readImage(url) {
      try {
        return (await reader.decodeFromImageUrl(url)).getText();
      } catch {
        return null;
      }
    },
  };
}

export async function loadBarcodeReader(): Promise<BarcodeReader> {
  return (await nativeReader()) ?? (await zxingReader());
}

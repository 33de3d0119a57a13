/** Reads QR codes from a camera frame, a picture or a canvas: what each code says, in the order found. */
export type QrReader = (source: ImageBitmapSource) => Promise<string[]>;

interface NativeDetector {
  detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]>;
}
type NativeDetectorClass = {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
};

async function nativeDetector(): Promise<NativeDetector | null> {
  const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  const formats: string[] = await Detector.getSupportedFormats().catch(() => []);
  return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
}

/**
 * The browser's own BarcodeDetector where it reads QR codes (Chromium on Android, Safari 17+ on macOS), else
 * zxing-wasm's, loaded only here. Its .wasm comes from our own build, never from the CDN the library defaults to:
 * the dock may have no internet, and the site fetches nothing from others at run time.
 */
export async function createQrReader(): Promise<QrReader> {
  const native = await nativeDetector();
  const detector: NativeDetector =
    native ??
    (await (async () => {
      const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
        import('barcode-detector/ponyfill'),
        import('zxing-wasm/reader/zxing_reader.wasm?url'),
      ]);
      prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) } });
      return new BarcodeDetector({ formats: ['qr_code'] });
    })());
  return async (source) => (await detector.detect(source)).map((code) => code.rawValue);
}

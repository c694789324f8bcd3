/**
 * Finds QR codes in camera frames, in the browser. Where the browser has the Barcode Detection
 * API with QR support (Android Chrome, Safari) it is used as it is; elsewhere (desktop Chromium
 * on Linux and Windows, Firefox) ZXing-C++ compiled to WebAssembly (zxing-wasm) reads the frame.
 * Its .wasm file is served by the portal itself (app/scanner/zxing_reader.wasm), never from a CDN,
 * so the scanner works on a closed network and, once loaded, offline.
 */
import { ZXING_WASM_PATH } from "./wasm-path";

export type DetectCodes = (frame: HTMLVideoElement) => Promise<string[]>;

type NativeDetector = { detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>> };
type NativeDetectorClass = {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats?: () => Promise<string[]>;
};

async function nativeDetector(): Promise<DetectCodes | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Native) return null;
  const formats = (await Native.getSupportedFormats?.().catch(() => [])) ?? [];
  if (!formats.includes("qr_code")) return null;
  const detector = new Native({ formats: ["qr_code"] });
  return async (frame) => (await detector.detect(frame)).map((code) => code.rawValue);
}

async function wasmDetector(): Promise<DetectCodes> {
  const { prepareZXingModule, readBarcodes } = await import("zxing-wasm/reader");
  await prepareZXingModule({
    overrides: {
      locateFile: (file: string, prefix: string) => (file.endsWith(".wasm") ? ZXING_WASM_PATH : prefix + file),
    },
    fireImmediately: true,
  });
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) throw new Error("This browser cannot read camera frames");
  return async (frame) => {
    const width = frame.videoWidth;
    const height = frame.videoHeight;
    if (!width || !height) return [];
    canvas.width = width;
    canvas.height = height;
    context.drawImage(frame, 0, 0, width, height);
    const results = await readBarcodes(context.getImageData(0, 0, width, height), {
      formats: ["QRCode"],
      tryHarder: true,
      maxNumberOfSymbols: 1,
    });
    return results.filter((r) => r.isValid).map((r) => r.text);
  };
}

export async function createDetector(): Promise<DetectCodes> {
  return (await nativeDetector()) ?? (await wasmDetector());
}

/**
 * Loads the decoder and its binary once while there is a network, so the service worker keeps
 * them and the scanner works offline the first time it is opened there.
 */
export async function keepScannerForOffline(): Promise<void> {
  await import("zxing-wasm/reader");
  await fetch(ZXING_WASM_PATH).catch(() => undefined);
}

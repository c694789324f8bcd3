/** Where the portal serves zxing-wasm's reader binary (app/scanner/zxing_reader.wasm/route.ts). */
export const ZXING_WASM_PATH = "/scanner/zxing_reader.wasm";

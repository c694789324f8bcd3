import { createWriteStream } from "node:fs";
import { mkdir, readFile, rm, stat, writeFile, rename } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { assertSafeKey, SIGNED_LINK_SECONDS, type Storage } from "./types";
import { signFileLink } from "./local-link";

/**
 * The local-disk driver: one file per key under `root`. Writes go to a temporary file first and
 * are renamed into place, so a reader never sees half an object. Download links point at
 * GET /api/v1/files/{token}, a jose token naming the key, type and file name, valid 5 minutes.
 */
export function createLocalStorage(root: string): Storage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";
  return {
    driver: "local",
    async put(key, body) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomUUID()}.tmp`;
      try {
        await writeFile(temp, body);
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async putStream(key, body) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomUUID()}.tmp`;
      let size = 0;
      try {
        const counted = Readable.from(body, { objectMode: false }).on("data", (chunk: Uint8Array) => {
          size += chunk.byteLength;
        });
        await pipeline(counted, createWriteStream(temp));
        await rename(temp, file);
        return { size };
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(resolve(key)));
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async head(key) {
      try {
        const s = await stat(resolve(key));
        return s.isFile() ? { size: s.size } : null;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    async signedUrl(key, download) {
      assertSafeKey(key);
      const token = await signFileLink({ key, ...download }, download.expiresIn ?? SIGNED_LINK_SECONDS);
      return `/api/v1/files/${token}`;
    },
  };
}

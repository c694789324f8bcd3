import net from "node:net";
import os from "node:os";
import { expect, test } from "@playwright/test";
import { E2E_PORT } from "../../playwright.config";

/**
 * `npm start` (which the e2e server runs, scripts/start.ts) listens on the loopback only unless
 * HOST says otherwise: the demo's passwords are published, so the demo is not offered to the
 * network by default.
 */
function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 5_000 });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const networkAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((a) => a && !a.internal && a.family === "IPv4")?.address;

test("npm start answers on the loopback and refuses this machine's network address @embedded", async () => {
  test.skip(!networkAddress, "this machine has no network address to try");
  expect(process.env.HOST ?? "", "the e2e server was given HOST: it then listens where that says").toBe("");
  expect(await connects("127.0.0.1", E2E_PORT)).toBe(true);
  expect(await connects(networkAddress!, E2E_PORT)).toBe(false);
});

/**
 * One HTTP call to the local server under measurement, answered with its status, headers and
 * body as text: shared by `npm run bench` and `npm run load`, which both drive a server on
 * 127.0.0.1 with a tenant hostname of their own and a keep-alive agent.
 */
import http from "node:http";

export type Answer = { status: number; body: string; headers: http.IncomingHttpHeaders };

export type RequestOptions = {
  port: number;
  agent: http.Agent;
  /** The Host header (the tenant). */
  host: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  /** A JSON body, already serialised. */
  body?: string;
  /** Give up after this long (the socket is destroyed); none by default. */
  timeoutMs?: number;
};

export function httpRequest(o: RequestOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: o.port,
        method: o.method,
        path: o.path,
        agent: o.agent,
        ...(o.timeoutMs ? { timeout: o.timeoutMs } : {}),
        headers: { host: o.host, ...o.headers, ...(o.body ? { "content-type": "application/json" } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8"), headers: res.headers }),
        );
        res.on("error", reject);
      },
    );
    if (o.timeoutMs) req.on("timeout", () => req.destroy(new Error(`timed out after ${o.timeoutMs! / 1000} s`)));
    req.on("error", reject);
    if (o.body) req.write(o.body);
    req.end();
  });
}

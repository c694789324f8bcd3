/**
 * Embedded Postgres for `npm start` on machines without a Postgres server: a persistent PGlite
 * (Postgres compiled to WASM, in this process) served over TCP on 127.0.0.1, so that Next, the
 * migration runner and the seed connect to it with `pg` / `@prisma/adapter-pg` exactly as they
 * would to a real server.
 *
 * Why not `PGLiteSocketServer` from @electric-sql/pglite-socket as is: PGlite is ONE Postgres
 * session. That server either refuses a second connection outright (maxConnections 1: it writes
 * "Too many connections" as plain text, which `pg` reports as a broken connection, and a pool
 * that reconnects before the old socket's close is processed hits it), or (maxConnections > 1)
 * multiplexes per protocol *message* and only pins a connection while `isInTransaction()`, so
 * two connections' Parse/Bind/Execute/Sync batches interleave on the shared unnamed statement
 * (electric-sql/pglite#1046, PR #977), and one internal throw leaves its queue wedged for good.
 *
 * So this file keeps the same wire handling (startup/SSL/cancel framing, PGlite's
 * `execProtocolRawStream` under `db.runExclusive`, roll back an orphaned transaction) but
 * schedules by *session ownership*: the connection whose messages run owns the session until the
 * backend says ReadyForQuery with status Idle, i.e. until its transaction and its
 * extended-protocol batch are both finished. Other connections' messages (their startup packet
 * too) wait in FIFO order. Hence no connection ever sees another's uncommitted writes or
 * half-built statement: concurrent transactions are serialized, not interleaved. Proved by
 * tests/integration/embedded-db.test.ts.
 *
 * What stays shared, because it is one session: session-level state (plain `SET`, named
 * prepared statements, temp tables, advisory session locks, LISTEN). The app must not rely on
 * any of it; Prisma's adapter-pg does not, unless given a `statementNameGenerator`.
 *
 * The app uses ONE pooled connection in embedded mode (`new PrismaPg({ connectionString, max: 1 })`,
 * lib/db/client.ts with EMBEDDED_DB=1): waiting then happens in the pool, where Prisma's
 * `maxWait` / `timeout` see it. Either way, code inside `$transaction(async (tx) => ...)` that
 * queries through the outer client instead of `tx` waits for its own transaction until Prisma's
 * timeout (5 s) rolls it back; on a real Postgres with a larger pool it would work.
 */
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGlite } from "@electric-sql/pglite";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

export interface EmbeddedPostgres {
  /** `postgres://` URL for `pg` / Prisma (`@prisma/adapter-pg`). */
  url: string;
  port: number;
  /** Closes the TCP server and all connections, rolls back an open transaction, closes PGlite. */
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Directory holding the Postgres data (created on first start), e.g. `.data/pglite`. */
  dataDir: string;
  /** TCP port; default 0 = a free port chosen by the OS. */
  port?: number;
  /** Default 127.0.0.1. Never expose this beyond the loopback: there is no authentication. */
  host?: string;
  /**
   * A connection that holds the session idle inside a transaction this long while other
   * connections wait is closed (its transaction rolled back). Default 60 s.
   */
  idleInTransactionTimeoutMs?: number;
}

// Wire-protocol codes (PostgreSQL frontend/backend protocol 3.0).
const PROTOCOL_3 = 196608;
const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const TERMINATE = 0x58; // 'X'
const READY_FOR_QUERY = 0x5a; // 'Z'
const STATUS_IDLE = 0x49; // 'I' (the others are 'T' in transaction, 'E' failed transaction)
const SYNC_MESSAGE = new Uint8Array([0x53, 0, 0, 0, 4]); // 'S'

/** A simple-protocol Query message ('Q'). */
function queryMessage(sql: string): Uint8Array {
  const text = Buffer.from(`${sql}\0`, "utf8");
  const msg = Buffer.alloc(5 + text.length);
  msg[0] = 0x51;
  msg.writeInt32BE(4 + text.length, 1);
  text.copy(msg, 5);
  return msg;
}

/** Follows backend message boundaries in a reply, to tell whether it ended with ReadyForQuery(Idle). */
class ReplyScanner {
  private header = Buffer.alloc(5); // Byte1 type, Int32 length (counting itself)
  private headerLen = 0;
  private bodyLeft = 0;
  private lastType = 0;
  private lastStatus = 0;

  feed(data: Uint8Array): void {
    for (let i = 0; i < data.length;) {
      if (this.bodyLeft > 0) {
        // ReadyForQuery's 1-byte body is the transaction status.
        if (this.lastType === READY_FOR_QUERY) this.lastStatus = data[i]!;
        const n = Math.min(this.bodyLeft, data.length - i);
        i += n;
        this.bodyLeft -= n;
        continue;
      }
      this.header[this.headerLen++] = data[i++]!;
      if (this.headerLen === 5) {
        this.lastType = this.header[0]!;
        this.bodyLeft = this.header.readInt32BE(1) - 4;
        this.headerLen = 0;
      }
    }
  }

  endsReadyIdle(): boolean {
    return (
      this.headerLen === 0 &&
      this.bodyLeft === 0 &&
      this.lastType === READY_FOR_QUERY &&
      this.lastStatus === STATUS_IDLE
    );
  }
}

/**
 * Single-session scheduler. `owner` is the connection the backend session currently belongs to
 * (mid-transaction or mid extended-protocol batch); null when the session is idle.
 */
class Session {
  private owner: Connection | null = null;
  private waiters: Array<() => void> = [];
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(
    readonly db: PGlite,
    /** See EmbeddedPostgresOptions.idleInTransactionTimeoutMs. */
    private readonly idleInTransactionMs: number,
  ) {}

  /** Runs a batch of frontend messages for `conn`, streaming the backend's reply to `onData`. */
  async run(conn: Connection, messages: Uint8Array, onData: (data: Uint8Array) => void): Promise<void> {
    // Checked and claimed in the same tick, so two connections cannot both claim an idle session.
    while (this.owner !== null && this.owner !== conn) {
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
    if (conn.closed) return; // gave up while waiting: run nothing on its behalf
    this.owner = conn;
    clearTimeout(this.idleTimer);
    const reply = new ReplyScanner();
    try {
      await this.db.runExclusive(() =>
        this.db.execProtocolRawStream(messages, {
          onRawData: (data) => {
            onData(data);
            reply.feed(data);
          },
        }),
      );
    } finally {
      if (reply.endsReadyIdle()) this.release(conn);
      else this.watchIdleOwner(conn);
    }
  }

  /**
   * The owner now sits idle inside a transaction (or between the messages of a batch). Like
   * Postgres' idle_in_transaction_session_timeout, but only when someone is waiting: a client
   * left in BEGIN (a forgotten psql session, a hung request) must not freeze the app for good.
   */
  private watchIdleOwner(conn: Connection): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.owner !== conn) return;
      if (this.waiters.length === 0) return this.watchIdleOwner(conn);
      console.warn(
        `[embedded-db] closing a connection idle in transaction for ${this.idleInTransactionMs} ms ` +
          `while ${this.waiters.length} other(s) wait; its transaction is rolled back`,
      );
      conn.destroy(); // 'close' -> abandon(): Sync + ROLLBACK + release
    }, this.idleInTransactionMs);
    this.idleTimer.unref();
  }

  /**
   * Called once a connection is gone: if it still owned the session, end its extended-protocol
   * batch (Sync) and roll back its transaction, then hand the session to the next waiter.
   */
  async abandon(conn: Connection): Promise<void> {
    if (this.owner !== conn) return;
    try {
      await this.db.runExclusive(async () => {
        await this.db.execProtocolRaw(SYNC_MESSAGE);
        if (this.db.isInTransaction()) await this.db.execProtocolRaw(queryMessage("ROLLBACK"));
      });
    } finally {
      this.release(conn);
    }
  }

  private release(conn: Connection): void {
    if (this.owner !== conn) return;
    this.owner = null;
    clearTimeout(this.idleTimer);
    // Wake everyone in FIFO order; the first to resume claims the session, the rest re-queue.
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}

/** One client socket: reassembles frontend messages and feeds them, in order, to the session. */
class Connection {
  private buffer: Buffer = Buffer.alloc(0);
  private started = false; // startup packet seen
  private pumping: Promise<void> | null = null;
  /** The socket is gone (or going): nothing more runs for it. */
  closed = false;
  readonly done: Promise<void>;

  constructor(
    private readonly socket: net.Socket,
    private readonly session: Session,
  ) {
    socket.setNoDelay(true);
    socket.on("data", (chunk: Buffer) => {
      this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
      this.pumping ??= this.pump().finally(() => (this.pumping = null));
    });
    socket.on("error", () => socket.destroy()); // ECONNRESET etc.: 'close' follows and cleans up
    this.done = new Promise<void>((resolve) => {
      socket.on("close", () => {
        this.closed = true;
        // Let an in-flight message finish (it cannot be interrupted inside PGlite), then clean up.
        void Promise.resolve(this.pumping)
          .catch(() => undefined)
          .then(() => this.session.abandon(this))
          .catch(() => undefined)
          .then(() => resolve());
      });
    });
  }

  destroy(): void {
    this.socket.destroy();
  }

  private async pump(): Promise<void> {
    try {
      for (;;) {
        if (this.closed) return;
        const batch = this.nextBatch();
        if (batch === null) return;
        if (batch === "handled") continue;
        if (batch === "terminate") {
          this.socket.end();
          return;
        }
        await this.session.run(this, batch, (data) => {
          // `data` is a view into PGlite's memory that is reused: copy before queueing the write.
          if (!this.closed && this.socket.writable) this.socket.write(Buffer.from(data));
        });
      }
    } catch (err) {
      // A PGlite-level failure (not an SQL error, which is a normal reply): drop this client only.
      console.error("[embedded-db] connection error:", err);
      this.socket.destroy();
    }
  }

  /**
   * All complete messages received so far, as one batch: PGlite's backend loop consumes several
   * messages per call, which is several times faster than one call per message. Returns
   * 'handled' for startup-phase requests answered here, 'terminate' for a Terminate message
   * (which must not reach PGlite's loop), null when no complete message is buffered.
   */
  private nextBatch(): Uint8Array | "handled" | "terminate" | null {
    const buf = this.buffer;
    let length: number;
    if (!this.started) {
      // Untyped startup-phase packets: Int32 length, Int32 code. The startup packet goes alone.
      if (buf.length < 8) return null;
      length = buf.readInt32BE(0);
      if (buf.length < length) return null;
      const code = buf.readInt32BE(4);
      if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
        this.buffer = buf.subarray(length);
        this.socket.write("N"); // no SSL/GSS: the client continues in plain text
        return "handled";
      }
      if (code === CANCEL_REQUEST) {
        // PGlite has no separate backend to interrupt; the protocol expects no reply.
        this.buffer = buf.subarray(length);
        this.socket.end();
        return "handled";
      }
      if (code !== PROTOCOL_3) {
        this.socket.destroy();
        return null;
      }
      this.started = true;
    } else {
      // Typed messages: Byte1 type, Int32 length (which counts itself, not the type byte).
      length = 0;
      while (length + 5 <= buf.length) {
        const end = length + 1 + buf.readInt32BE(length + 1);
        if (end > buf.length) break;
        if (buf[length] === TERMINATE) {
          if (length > 0) break; // run what precedes it first
          this.buffer = buf.subarray(end);
          return "terminate";
        }
        length = end;
      }
      if (length === 0) return null;
    }
    // Copy: the batch must not alias the buffer that keeps growing.
    const batch = new Uint8Array(buf.subarray(0, length));
    this.buffer = buf.subarray(length);
    return batch;
  }
}

/**
 * Cross-process guard for the data directory. PGlite itself takes no lock (its postmaster.pid
 * holds the fake pid -42), and two processes writing one directory corrupt it
 * (electric-sql/pglite#1106). A lock whose process is gone (crash, kill -9) is taken over.
 */
const locksHeldHere = new Set<string>(); // lock paths this process holds

function acquireLock(lockPath: string): () => void {
  if (locksHeldHere.has(lockPath)) throw inUse(lockPath, process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, `${process.pid}\n`, { flag: "wx" });
      locksHeldHere.add(lockPath);
      return () => {
        if (locksHeldHere.delete(lockPath)) fs.rmSync(lockPath, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const pid = Number.parseInt(fs.readFileSync(lockPath, "utf8"), 10);
      // A file naming our own pid that we do not hold comes from an earlier process: stale.
      if (pid > 0 && pid !== process.pid && isAlive(pid)) throw inUse(lockPath, pid);
      fs.rmSync(lockPath, { force: true }); // stale: the previous run did not shut down cleanly
    }
  }
  throw new Error(`${lockPath}: could not take the lock`);
}

function inUse(lockPath: string, pid: number): Error {
  return new Error(
    `${lockPath}: the embedded database is in use by process ${pid}. ` +
      "Stop that process (or delete the lock file if that process is not ours).",
  );
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM"; // exists, owned by someone else
  }
}

export async function startEmbeddedPostgres(opts: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const dataDir = path.resolve(opts.dataDir);
  const host = opts.host ?? "127.0.0.1";
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const releaseLock = acquireLock(`${dataDir}.lock`);
  const releaseOnExit = (): void => releaseLock();
  process.on("exit", releaseOnExit);

  let db: PGlite | undefined;
  let server: net.Server | undefined;
  try {
    // We hold the lock, so a leftover postmaster.pid can only be from an unclean shutdown; some
    // PGlite versions abort on it. Postgres replays its WAL on open, as after any crash.
    fs.rmSync(path.join(dataDir, "postmaster.pid"), { force: true });
    db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
    const session = new Session(db, opts.idleInTransactionTimeoutMs ?? 60_000);
    const connections = new Set<Connection>();
    const srv = net.createServer((socket) => {
      const conn = new Connection(socket, session);
      connections.add(conn);
      void conn.done.then(() => connections.delete(conn));
    });
    server = srv;
    await new Promise<void>((resolve, reject) => {
      srv.once("error", reject);
      srv.listen(opts.port ?? 0, host, () => {
        srv.off("error", reject);
        resolve();
      });
    });
    const address = srv.address();
    if (address === null || typeof address === "string") throw new Error("unexpected server address");
    const port = address.port;
    const openDb = db;

    let stopping: Promise<void> | undefined;
    const stop = (): Promise<void> =>
      (stopping ??= (async () => {
        const closed = new Promise<void>((resolve) => srv.close(() => resolve()));
        const pending = [...connections];
        for (const conn of pending) conn.destroy();
        await Promise.all(pending.map((conn) => conn.done)); // in-flight messages done, tx rolled back
        await closed;
        await openDb.close(); // checkpoints and flushes to dataDir
        process.off("exit", releaseOnExit);
        releaseLock();
      })());

    const hostInUrl = host.includes(":") ? `[${host}]` : host;
    return { url: `postgres://postgres:postgres@${hostInUrl}:${port}/postgres?sslmode=disable`, port, stop };
  } catch (err) {
    server?.close();
    await db?.close().catch(() => undefined);
    process.off("exit", releaseOnExit);
    releaseLock();
    throw err;
  }
}

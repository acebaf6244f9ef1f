/**
 * The lock `@tus/server` takes on an upload while one request reads or writes it, seen by every server
 * process: on PostgreSQL a session-level advisory lock, so one upload's requests may reach any process.
 * Each process holds its locks on one connection of its own. A request that finds an upload locked asks
 * the holder to let go (tus then ends the holder's request after its drain time, keeping the bytes it
 * wrote) and tries again until the lock is free: a holder in this process is asked directly, one in
 * another process through `NOTIFY`. A process that dies, or loses that connection, loses its locks with
 * its session; so a lock never outlives its holder. On the embedded database (one process) the locks are
 * tus' own in-memory ones, one set per database.
 */
import { MemoryLocker } from '@tus/server';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';
import pg from 'pg';
import type { Database } from '../../db/connection';

/** The first key of every upload's advisory lock (the second is the hash of its id). */
const UPLOAD_LOCKS = 7_424_004;
/** Where a process asks another to let go of an upload (the payload is the upload's id). */
const RELEASE_CHANNEL = 'tus_upload_release';
/** Between two tries at a lock held elsewhere. */
const RETRY_MS = 50;
/** As long as tus' own locks wait before a request gives up (ERR_LOCK_TIMEOUT, a 500). */
const ACQUIRE_TIMEOUT_MS = 30_000;

export interface UploadLocker extends Locker {
  close(): Promise<void>;
}

/** The embedded database's locks: one in-memory locker per database, shared by apps in this process. */
const memoryLockers = new WeakMap<Database, UploadLocker>();

/** The locker for the app's database: advisory locks on PostgreSQL, memory on the embedded database. */
export function uploadLocker(database: Database, databaseUrl: string | undefined): UploadLocker {
  if (database.kind === 'postgres' && databaseUrl) return new PostgresLocker(databaseUrl);
  let locker = memoryLockers.get(database);
  if (!locker) {
    locker = Object.assign(new MemoryLocker({ acquireLockTimeout: ACQUIRE_TIMEOUT_MS }), {
      close: async () => {},
    });
    memoryLockers.set(database, locker);
  }
  return locker;
}

/** tus' own answer to a lock not had in time (a 500), as an Error. */
const lockTimeout = () => Object.assign(new Error(ERRORS.ERR_LOCK_TIMEOUT.body), ERRORS.ERR_LOCK_TIMEOUT);

const waitOrAbort = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });

/** One session that holds this process's upload locks and hears other processes ask for them. */
class PostgresLocker implements UploadLocker {
  /** This process's holder of each locked upload: how to ask it to let go. */
  readonly holders = new Map<string, RequestRelease>();
  private session: Promise<pg.Client> | undefined;
  /** The session while it lives. */
  private live: pg.Client | undefined;
  private closed = false;

  constructor(private readonly url: string) {}

  newLock(id: string): Lock {
    return new PostgresLock(id, this);
  }

  /** The session, opened when first needed and again after it was lost. */
  connection(): Promise<pg.Client> {
    if (this.closed) return Promise.reject(lockTimeout());
    this.session ??= this.open();
    return this.session;
  }

  private open(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url });
    const lost = () => {
      if (this.session === opened) this.session = undefined;
      if (this.live === client) this.live = undefined;
      // The session's locks went with it: every holder here is asked to stop writing.
      for (const release of this.holders.values()) void release();
    };
    let ownPid: number | undefined;
    const opened = client
      .connect()
      .then(() => client.query(`listen ${RELEASE_CHANNEL}`))
      .then(() => client.query<{ pid: number }>('select pg_backend_pid() as pid'))
      .then(({ rows }) => {
        ownPid = rows[0]?.pid;
        return (this.live = client);
      });
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => {
      // Its own asks come back to the session that sent them: only another process's count.
      if (message.payload && message.processId !== ownPid) void this.holders.get(message.payload)?.();
    });
    opened.catch(() => {
      if (this.session === opened) this.session = undefined;
    });
    return opened;
  }

  /** Whether `client` is still the session, so that the locks it took are still held. */
  holds(client: pg.Client): boolean {
    return this.live === client;
  }

  async close(): Promise<void> {
    this.closed = true;
    const session = this.session;
    this.session = undefined;
    await session?.then((client) => client.end()).catch(() => {});
  }
}

class PostgresLock implements Lock {
  /** The session that took the lock: only it can give it back, and only while it lives. */
  private heldOn: pg.Client | undefined;
  private release: RequestRelease | undefined;

  constructor(
    private readonly id: string,
    private readonly locker: PostgresLocker,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const deadline = Date.now() + ACQUIRE_TIMEOUT_MS;
    while (!signal.aborted && Date.now() < deadline) {
      const holder = this.locker.holders.get(this.id);
      if (holder) {
        await holder();
      } else {
        // Claimed here before asking the database: a session's advisory locks do not exclude each other.
        this.locker.holders.set(this.id, requestRelease);
        const taken = await this.tryLock().catch((error: unknown) => {
          this.locker.holders.delete(this.id);
          throw error;
        });
        if (taken) {
          this.release = requestRelease;
          return;
        }
        this.locker.holders.delete(this.id);
      }
      await waitOrAbort(RETRY_MS, signal);
    }
    throw lockTimeout();
  }

  /** Takes the lock if no other session holds it; if one does, asks it to let go. */
  private async tryLock(): Promise<boolean> {
    const client = await this.locker.connection();
    const { rows } = await client.query<{ taken: boolean }>(
      'select pg_try_advisory_lock($1, hashtext($2)) as taken',
      [UPLOAD_LOCKS, this.id],
    );
    if (rows[0]?.taken) {
      this.heldOn = client;
      return true;
    }
    await client.query('select pg_notify($1, $2)', [RELEASE_CHANNEL, this.id]);
    return false;
  }

  async unlock(): Promise<void> {
    const client = this.heldOn;
    this.heldOn = undefined;
    try {
      // A lost session already gave its locks back.
      if (client && this.locker.holds(client))
        await client.query('select pg_advisory_unlock($1, hashtext($2))', [UPLOAD_LOCKS, this.id]);
    } finally {
      if (this.locker.holders.get(this.id) === this.release) this.locker.holders.delete(this.id);
      this.release = undefined;
    }
  }
}

/** Server configuration from the environment (documented in README.md). */
import { isIP } from 'node:net';
import path from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  /** Embedded database in `<dataDir>/db`, mails in `<dataDir>/mail`, generated secrets in the database. */
  dataDir: string;
  /** PostgreSQL instead of the embedded database. */
  databaseUrl?: string;
  /** Required with `databaseUrl` (several processes must share it); otherwise generated once and stored. */
  jwtSecret?: string;
  /** SMTP server for mail (`smtp://user:pass@host:587`); without it mails are written to `<dataDir>/mail`. */
  smtpUrl?: string;
  mailFrom: string;
  /** Seed demo data into an empty embedded database. */
  seedDemo: boolean;
  /** First super administrator, created at start when no user has that e-mail. */
  adminEmail?: string;
  adminPassword?: string;
  /** Other origins the PWA may call (an API on another host), for its Content-Security-Policy. */
  pwaApiOrigins: string[];
  /** Built PWA served at `/`; null serves the API only. */
  distDir: string | null;
  /** Unfinished uploads (tus staging, multipart in transit) and, without `s3`, the finished files. */
  uploadDir: string;
  /** An S3-compatible object store for finished files, shared by every server process. */
  s3?: S3Config;
  logLevel: string;
  /**
   * Behind a load balancer: how many proxy hops to trust, or the proxies' addresses (CIDR allowed), so
   * the client address comes from X-Forwarded-For. Never every hop: a client could write its own.
   */
  trustProxy: false | number | string[];
  /** API requests answered at once before the next gets 503 `busy` (server/http/admission.ts); 0: no bound. */
  maxActiveRequests: number;
}

export interface S3Config {
  bucket: string;
  /** MinIO, Ceph or another S3-compatible server; AWS when absent. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `host/bucket/key` addresses, which most self-hosted stores need. */
  forcePathStyle: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !env.JWT_SECRET) {
    throw new Error('JWT_SECRET is required when DATABASE_URL is set: every server process must share it.');
  }
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl,
    jwtSecret: env.JWT_SECRET || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Shala Admin <no-reply@shala.local>',
    seedDemo: databaseUrl ? env.SEED_DEMO === 'true' : env.SEED_DEMO !== 'false',
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    pwaApiOrigins: parseOrigins(env.PWA_API_ORIGINS),
    distDir: env.DIST_DIR === '' ? null : path.resolve(env.DIST_DIR ?? 'dist'),
    uploadDir: path.resolve(env.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    s3: s3ConfigOf(env),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    maxActiveRequests: parseMaxActiveRequests(env.MAX_ACTIVE_REQUESTS, databaseUrl !== undefined),
  };
}

/** `TRUST_PROXY`: a hop count (`1` for one load balancer) or the proxies' addresses, space- or comma-separated. */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true') {
    throw new Error(
      'TRUST_PROXY=true would trust every hop, so a client could choose its own address: give the number of proxies in front (e.g. 1) or their addresses.',
    );
  }
  const entries = text.split(/[\s,]+/).filter(Boolean);
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const bits = isIP(address) === 6 ? 128 : 32;
    const validPrefix = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= bits);
    if (!isIP(address) || !validPrefix)
      throw new Error(`TRUST_PROXY: ${entry} is not an IP address or CIDR range`);
  }
  return entries;
}

/**
 * `MAX_ACTIVE_REQUESTS`. The embedded database answers one query at a time: 16 requests at once keep it
 * busy, and the 17th would only wait behind them. PostgreSQL runs queries side by side: no bound unless given.
 */
export function parseMaxActiveRequests(value: string | undefined, postgres: boolean): number {
  const text = (value ?? '').trim();
  if (text === '') return postgres ? 0 : EMBEDDED_MAX_ACTIVE_REQUESTS;
  if (!/^\d{1,6}$/.test(text))
    throw new Error(`MAX_ACTIVE_REQUESTS: ${text} is not a whole number (0: no bound)`);
  return Number(text);
}

export const EMBEDDED_MAX_ACTIVE_REQUESTS = 16;

/** `S3_BUCKET` turns the object store on; the other `S3_*` variables describe it. */
function s3ConfigOf(env: NodeJS.ProcessEnv): S3Config | undefined {
  const bucket = env.S3_BUCKET;
  if (!bucket) return undefined;
  const endpoint = env.S3_ENDPOINT || undefined;
  return {
    bucket,
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : endpoint !== undefined,
  };
}

/** `PWA_API_ORIGINS`: space- or comma-separated http(s) origins. */
function parseOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      const { origin } = new URL(entry);
      if (origin === 'null') throw new Error(`PWA_API_ORIGINS: ${entry} is not an http(s) origin`);
      return origin;
    });
}

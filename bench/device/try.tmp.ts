import { startDeviceEnv } from './device-env';
import { deviceMirror } from '../device-mirror';
const env = await startDeviceEnv();
try { await deviceMirror(env); } finally { await env.close(); }

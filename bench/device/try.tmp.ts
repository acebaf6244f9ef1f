import { startDeviceEnv } from './device-env';
import { tabletStart } from '../tablet-start';
const env = await startDeviceEnv();
try { await tabletStart(env); } finally { await env.close(); }

/** The API root: build-time default, overridable at run time so one build can talk to any deployment. */
export const API_ROOT_KEY = 'shala.apiRoot';

function buildTimeRoot(): string {
  const configured = import.meta.env.VITE_API_ROOT as string | undefined;
  return configured && configured.trim() !== '' ? configured : '/api';
}

function readOverride(): string | null {
  try {
    const value = localStorage.getItem(API_ROOT_KEY);
    return value && value.trim() !== '' ? value.trim() : null;
  } catch {
    return null; // storage blocked (private mode): use the build-time root
  }
}

export function getApiRoot(): string {
  return (readOverride() ?? buildTimeRoot()).replace(/\/+$/, '');
}

export function apiUrl(path: string, query?: QueryParams): string {
  const url = `${getApiRoot()}${path.startsWith('/') ? path : `/${path}`}`;
  const search = toSearch(query);
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

function toSearch(query: QueryParams | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/**
 * The first load's budget (issue 13): the sign-in page's JavaScript and CSS at most 1.3 × the floor's
 * (a bare React + React DOM + React Router page, bench/floor, built by the same Vite and served the same
 * way, brotli); each screen's own chunk at most 30 KB compressed.
 */
export const FLOOR_RATIO = 1.3;

/**
 * The floor's JavaScript and CSS as served (brotli, bytes), measured by bench/first-load.ts with React
 * 19.3, React Router 7.18 and Vite 8.3; measure again when those are upgraded.
 */
export const FLOOR_BYTES = 84_159;

export const SIGN_IN_BUDGET = Math.floor(FLOOR_RATIO * FLOOR_BYTES);

export const ROUTE_CHUNK_BUDGET = 30_000;

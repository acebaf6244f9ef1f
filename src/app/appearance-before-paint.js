// Applies the saved appearance (Settings, Appearance) before the first paint, so a dark or compact
// screen never flashes light or loose first. The app keeps it up to date (src/data/settings/appearance.ts,
// same key and attributes).
(function () {
  var saved = {};
  try {
    saved = JSON.parse(localStorage.getItem('shala.appearance') || '{}') || {};
  } catch {
    // Unreadable: the defaults below apply.
  }
  var root = document.documentElement;
  var theme = saved.theme === 'light' || saved.theme === 'dark' ? saved.theme : null;
  var dark = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches;
  root.setAttribute('data-theme', theme || (dark ? 'dark' : 'light'));
  if (saved.compactView === true) root.setAttribute('data-density', 'compact');
})();

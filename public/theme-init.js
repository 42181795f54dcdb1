// Picks the theme before React loads: the stored choice, else the system preference.
(function () {
  var stored = null;
  try {
    stored = localStorage.getItem('theme-preference');
  } catch (e) {
    // storage can be blocked; fall back to the system preference
  }
  var theme = stored === 'dark' || stored === 'light' ? stored
    : window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  document.documentElement.dataset.theme = theme;
})();

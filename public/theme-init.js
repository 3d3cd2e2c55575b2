// Applies the stored theme before the first paint, so the wrong theme never flashes. A file of its own, loaded by a
// blocking <script> in index.html, because the Content-Security-Policy allows no inline script.
(function () {
  try {
    var dark = localStorage.getItem('theme') === 'dark';
    var root = document.documentElement;
    root.classList.add(dark ? 'dark' : 'light');
    root.style.colorScheme = dark ? 'dark' : 'light';
    root.style.backgroundColor = dark ? '#0b0d12' : '#f9fafb';
  } catch (e) {}
})();

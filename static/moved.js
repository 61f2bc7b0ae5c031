// Used by the moved-page stubs that gatsby/post-build.ts writes: go to the new address without
// leaving the old one in the history (a meta refresh alone adds an entry in Chromium).
(function () {
  var target = document.documentElement.getAttribute("data-moved-to");
  if (target) window.location.replace(target + window.location.search + window.location.hash);
})();

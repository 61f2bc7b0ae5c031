// What a browser test file gets for "playwright-core" (jest.config.js maps the name here): the copy
// its jest worker loaded once (e2e/support/environment.js). Required inside each test file's sandbox,
// the 7 MB package was compiled and run again for every file, about half a second of CPU each.
// Types still come from the package itself.
if (!globalThis.__e2ePlaywrightCore) throw new Error("playwright-core is given by the e2e project's environment (e2e/support/environment.js)");
module.exports = globalThis.__e2ePlaywrightCore;

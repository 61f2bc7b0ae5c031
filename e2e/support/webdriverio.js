// What a test file gets for "webdriverio" (jest.config.js maps the name here in the journeys
// project): the package as Node loaded it outside the sandbox (e2e/support/environment.js), since it
// loads its own parts with import(). Types still come from the package itself.
if (!globalThis.__e2eWebdriverio) throw new Error("webdriverio is given by the journeys project's environment (e2e/support/environment.js)");
module.exports = globalThis.__e2eWebdriverio;

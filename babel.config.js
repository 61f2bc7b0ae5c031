// Jest only: Gatsby builds with its own babel setup, this file configures babel-jest.
module.exports = {
  presets: [["babel-preset-gatsby", { reactRuntime: "automatic" }], "@babel/preset-typescript"],
};

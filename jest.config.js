module.exports = {
  testEnvironment: "jsdom",
  roots: ["<rootDir>/src", "<rootDir>/gatsby", "<rootDir>/supabase"],
  testMatch: ["**/__tests__/**/*.test.[jt]s?(x)"],
  transform: { "^.+\\.[jt]sx?$": "babel-jest" },
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  moduleNameMapper: {
    "\\.(css)$": "identity-obj-proxy",
    "\\.(jpg|jpeg|png|gif|svg|webp|avif)$": "<rootDir>/jest/file-mock.js",
  },
  globals: { __PATH_PREFIX__: "" },
  setupFiles: ["<rootDir>/jest/loader-shim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest/setup-tests.ts"],
};

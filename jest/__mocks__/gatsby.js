// Keeps Gatsby's real exports but replaces what needs a running Gatsby: the GraphQL tag,
// the static query hook and Link (rendered as a plain anchor).
const React = require("react");
const gatsby = jest.requireActual("gatsby");

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest.fn().mockImplementation(
    // Gatsby's own props are dropped; the rest reach the <a>.

    ({ activeClassName, activeStyle, getProps, innerRef, partiallyActive, ref, replace, to, ...rest }) => React.createElement("a", { ...rest, href: to }),
  ),
  navigate: jest.fn(),
  useStaticQuery: jest.fn(),
};

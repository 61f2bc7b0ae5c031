// The order jest starts test files in: the browser files that take longest first, then jest's own
// order. jest orders by the durations of an earlier run on the same machine, and without them (a
// fresh clone, CI) by file size, which started the page audit (two 3-line files) and the edited-content
// test's second build last, so one worker finished long after the other.
const Sequencer = require("@jest/test-sequencer").default;

const LONGEST = ["e2e/edited-content.e2e.ts", "e2e/accessibility-phone.e2e.ts", "e2e/accessibility-desktop.e2e.ts"];

class LongestFirstSequencer extends Sequencer {
  sort(tests) {
    const rank = (test) => {
      const index = LONGEST.findIndex((suffix) => test.path.endsWith(suffix));
      return index === -1 ? LONGEST.length : index;
    };
    // Array.prototype.sort is stable: files of the same rank keep jest's order.
    return [...super.sort(tests)].sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = LongestFirstSequencer;

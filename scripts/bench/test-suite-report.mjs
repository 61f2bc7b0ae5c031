// The table of `npm run bench:tests` (test-suite.mjs): `npm test` against the cold builds around it.

/** Each step's seconds as scripts/test.sh prints them ("== jest (unit): 145 s"), in the order printed. */
export function stepSeconds(output) {
  return [...output.matchAll(/^== (.+): (\d+) s$/gm)].map(([, step, seconds]) => ({ step, seconds: Number(seconds) }));
}

const s = (seconds) => `${seconds.toFixed(1)} s`;

/**
 * The report: the two cold builds, `npm test` and its ratio to their mean (✓ within `budget`, ✗
 * over it), `npm test`'s own build and the CPU it kept busy, then every step it timed. `missed`
 * lists what fails the run: the ratio over budget, a failed `npm test`.
 */
export function testSuiteReport({ commit, cores, before, after, suite, budget }) {
  const build = (before + after) / 2;
  const ratio = suite.seconds / build;
  const met = ratio <= budget;
  const ownBuild = suite.steps.find((entry) => entry.step === "gatsby build");
  const rows = [
    ["cold build before `npm test`", s(before), ""],
    ["cold build after `npm test`", s(after), ""],
    ["`npm test` (CI=true, fresh clone)", s(suite.seconds), `${ratio.toFixed(2)}× the builds' mean ${met ? "✓" : "✗"} (budget ≤ ${budget}×)`],
    [
      "its own build, beside its first checks",
      ownBuild ? `${ownBuild.seconds} s` : "–",
      ownBuild ? `\`npm test\` is ${(suite.seconds / ownBuild.seconds).toFixed(2)}× this one` : "",
    ],
    [
      "CPU busy during `npm test` (every process)",
      suite.coreSeconds === undefined ? "–" : `${suite.coreSeconds.toFixed(0)} core-s`,
      suite.coreSeconds === undefined ? "" : `${(suite.coreSeconds / suite.seconds).toFixed(2)} of ${cores} cores on average`,
    ],
  ];
  const table = ["| | time | |", "| --- | --- | --- |", ...rows.map((cells) => `| ${cells.join(" | ")} |`)];
  const steps = suite.steps.map((entry) => `- ${entry.step}: ${entry.seconds} s`);
  const text = [
    `## \`npm test\` against one production build (${commit}, ${cores} cores)`,
    "",
    ...table,
    "",
    `\`npm test\`: ${suite.summary}. Each step's seconds as it printed them (the steps overlap; scripts/test.sh):`,
    "",
    ...steps,
  ].join("\n");
  const missed = [];
  if (!met) missed.push(`npm test took ${ratio.toFixed(2)}× the mean of the cold builds around it (budget ≤ ${budget}×)`);
  if (!suite.passed) missed.push(`npm test failed (${suite.summary}); its output is in bench/.lighthouse/test-suite.log`);
  return { text, missed };
}

// `npm run preflight`: run with the production environment before
// launch. Lists every setting still on a sample value, with what to do, and
// exits 1 while any remain; 0 with one "ready" line when none do; 2 when the
// check cannot run (a bad variable, an unreadable founders file). Reads the
// same environment variables and content as the server; calls no network.
// With --heights it also reports each page's height on a phone (scripts/lib/page-heights.ts).

async function main(): Promise<number> {
  try {
    // Imported here, not above: a bad variable stops the config module as it loads, and that
    // message (naming the variable) should be printed plainly, not as an uncaught error.
    const { preflightReport, runPreflight } = await import("~/services/preflight.server");
    const report = preflightReport(await runPreflight());
    console.log(report.text);
    if (process.argv.includes("--heights")) {
      const { pageHeightsReport } = await import("./lib/page-heights");
      console.log(`\n${await pageHeightsReport()}`);
    }
    return report.ready ? 0 : 1;
  } catch (error) {
    console.error(`Launch check could not run: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
}

main().then((code) => {
  process.exitCode = code;
});

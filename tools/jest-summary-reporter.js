// Records each jest run's counts in TEST_SUMMARY_DIR so `npm test` can print one total.
const fs = require('node:fs');
const path = require('node:path');

class SummaryReporter {
  onRunComplete(_contexts, results) {
    const dir = process.env.TEST_SUMMARY_DIR;
    if (!dir) return;
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${process.pid}-${Date.now()}.json`);
    const { numPassedTests: passed, numFailedTests: failed, numFailedTestSuites: failedSuites } = results;
    fs.writeFileSync(file, JSON.stringify({ cwd: process.cwd(), passed, failed, failedSuites }));
  }
}

module.exports = SummaryReporter;

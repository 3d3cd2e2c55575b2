// Prints vitest's JSON result as one plain closing line: "N passed, N failed, N skipped".
import { readFileSync } from 'node:fs';

const file = process.argv[2] ?? 'test-results/vitest.json';
const result = JSON.parse(readFileSync(file, 'utf8'));
const skipped = (result.numPendingTests ?? 0) + (result.numTodoTests ?? 0);
console.log(`${result.numPassedTests} passed, ${result.numFailedTests} failed, ${skipped} skipped`);

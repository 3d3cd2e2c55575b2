// Setup file of the e2e project (vitest.config.ts): a test fails when a page reported a Content-Security-Policy
// violation since the previous test (support/browser.ts), whatever else it checks; so does the file's end.
import { afterAll, afterEach, expect } from 'vitest';
import { takeCspViolations } from './browser';

const noViolations = () => expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);

afterEach(noViolations);
afterAll(noViolations);

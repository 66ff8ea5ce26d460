// @ts-nocheck
// Jest maps stylesheet imports here: jsdom does not lay out, so styles have nothing to test.
export {}

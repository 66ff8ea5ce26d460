// The tests run in Node under Jest; this is all of Node they read. (The feature's README.test.ts
// references Node's types for node:fs, which then reach the whole of src/'s type check.)
declare const process: { env: Record<string, string | undefined> }

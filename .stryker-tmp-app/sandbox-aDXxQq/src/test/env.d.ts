// @ts-nocheck
// The tests run in Node under Jest; this is all of Node they read (src/ has no Node types).
declare const process: { env: Record<string, string | undefined> }

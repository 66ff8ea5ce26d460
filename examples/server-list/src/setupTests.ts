import '@testing-library/jest-dom/vitest'

// In jsdom (not the server's tests), which has no scrollIntoView, and no fetch: Node's Request
// refuses a relative address, which a page reads against its own.
if (typeof window !== 'undefined') {
  Element.prototype.scrollIntoView = () => undefined
  const NodeRequest = globalThis.Request
  globalThis.Request = class extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, location.href) : input, init)
    }
  }
}

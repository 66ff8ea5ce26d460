import '@testing-library/jest-dom/vitest'

// In jsdom (not the server's tests): it lays nothing out, and has no scrollIntoView; and it has no
// fetch, so Node's reads no relative address, where a page's reads it against its own.
if (typeof window !== 'undefined') {
  Element.prototype.scrollIntoView = () => undefined
  const NodeRequest = globalThis.Request
  globalThis.Request = class extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, location.href) : input, init)
    }
  }
}

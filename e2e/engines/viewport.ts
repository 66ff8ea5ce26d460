import { ProtocolError } from 'puppeteer-core'
import type { Page, Viewport } from 'puppeteer-core'

/** The one command Firefox ESR 140 refuses, and the words it refuses it with. */
const ORIENTATION = 'emulation.setScreenOrientationOverride'

/**
 * `page.setViewport`, on every Firefox ESR that Debian installs. Over WebDriver BiDi,
 * puppeteer-core 25 sends `browsingContext.setViewport` and, beside it, `ORIENTATION`. Firefox ESR
 * 140 does not know the second (ESR 153 does) and answers "unknown command", while it sets the
 * viewport all the same. So exactly that error is tolerated, and the viewport awaited: the other
 * command may still be on its way when the error comes back. Any other error is thrown.
 */
export async function setViewport(page: Page, viewport: Viewport) {
  try {
    await page.setViewport(viewport)
  } catch (error) {
    const refused =
      error instanceof ProtocolError &&
      error.message.includes(ORIENTATION) &&
      error.message.includes('unknown command')
    if (!refused) throw error
    const { width, height, deviceScaleFactor = 1 } = viewport
    await page.waitForFunction(
      (w, h, ratio) => innerWidth === w && innerHeight === h && devicePixelRatio === ratio,
      { timeout: 10_000 },
      width,
      height,
      deviceScaleFactor,
    )
  }
}

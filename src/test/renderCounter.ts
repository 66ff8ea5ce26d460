/**
 * Counts component renders the way React DevTools does: through the global hook react-dom reports
 * every commit to. Import this module before anything imports react-dom.
 */
interface Fiber {
  elementType: unknown
  child: Fiber | null
  sibling: Fiber | null
  alternate: Fiber | null
  flags: number
}

/** React marks a function component's fiber with this flag when it really ran (PerformedWork). */
const PERFORMED_WORK = 1
const commits: Fiber[] = []

Object.assign(globalThis, {
  __REACT_DEVTOOLS_GLOBAL_HOOK__: {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) => commits.push(root.current),
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    checkDCE: () => undefined,
  },
})

export interface RenderCount {
  /** Instances mounted in the commits since the last call. */
  mounted: number
  /** Existing instances that rendered again in those commits. */
  rerendered: number
}

/** How `component` rendered in the commits since the last call (or since the start). */
export function takeRenders(component: unknown): RenderCount {
  const count = { mounted: 0, rerendered: 0 }
  for (const root of commits.splice(0)) {
    const stack: Fiber[] = [root]
    while (stack.length > 0) {
      const fiber = stack.pop()!
      if (fiber.elementType === component) {
        if (fiber.alternate === null) count.mounted++
        else if (fiber.flags & PERFORMED_WORK) count.rerendered++
      }
      if (fiber.child) stack.push(fiber.child)
      if (fiber.sibling) stack.push(fiber.sibling)
    }
  }
  return count
}

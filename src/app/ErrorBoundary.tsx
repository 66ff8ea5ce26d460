import { Component, createRef } from 'react'
import type { ReactNode } from 'react'
import { setPage } from './peoplePagination'
import { useAppDispatch } from './hooks'

interface BoundaryProps {
  children: ReactNode
  onRestart(): void
}

/**
 * React's error boundaries are still class components: this one swaps what failed to render for a
 * short message and a button, and moves focus to the button (the focused control may be gone).
 */
class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false }
  private readonly button = createRef<HTMLButtonElement>()

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidUpdate() {
    this.button.current?.focus()
  }

  private readonly restart = () => {
    this.props.onRestart()
    this.setState({ failed: false })
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <div className="render-fault" role="alert">
        <p>Algo deu errado ao mostrar a tabela.</p>
        <button type="button" className="page-action" ref={this.button} onClick={this.restart}>
          Mostrar a tabela de novo
        </button>
      </div>
    )
  }
}

/**
 * The last line of defence (the state is always repaired, so no known state gets here): if
 * rendering fails anyway, the visitor sees a way back instead of a blank page. The button goes
 * back to page 1 with the contract's own `setPage(1)`, so Redux DevTools shows an action it
 * knows, and renders the table again. React logs the error to the console.
 */
export function ErrorBoundary({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch()
  return <Boundary onRestart={() => dispatch(setPage(1))}>{children}</Boundary>
}

import { Component, createRef } from 'react'
import type { ReactNode } from 'react'
import { useAppDispatch } from './hooks'
import { restart } from './store'

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
        <button type="button" ref={this.button} onClick={this.restart}>
          Mostrar a tabela de novo
        </button>
      </div>
    )
  }
}

/**
 * The last line of defence (the state is always repaired, so no known state gets here): if
 * rendering fails anyway, the visitor sees a way back instead of a blank page. The button brings
 * back the state the store was created with, page 1. React logs the error to the console.
 */
export function ErrorBoundary({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch()
  return <Boundary onRestart={() => dispatch(restart())}>{children}</Boundary>
}

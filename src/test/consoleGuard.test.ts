import { takeUnexpectedLogs } from './consoleGuard'

describe('the console guard of every test', () => {
  it('records an unexpected error or warning instead of printing it', () => {
    console.error('Warning: something went wrong', 42)
    console.warn('Something is deprecated')
    // Taking the logs here keeps this test itself from failing; any other test fails with them.
    expect(takeUnexpectedLogs()).toEqual([
      'console.error: Warning: something went wrong 42',
      'console.warn: Something is deprecated',
    ])
  })

  it('drops Redux Toolkit’s notes that a development check took long, and only those', () => {
    console.warn(
      'SerializableStateInvariantMiddleware took 47ms, which is more than the warning threshold of 32ms.',
    )
    console.warn(
      'ImmutableStateInvariantMiddleware took 82ms, which is more than the warning threshold of 32ms.',
    )
    console.error(
      'ImmutableStateInvariantMiddleware took 82ms, which is more than the warning threshold of 32ms.',
    )
    expect(takeUnexpectedLogs()).toEqual([
      'console.error: ImmutableStateInvariantMiddleware took 82ms, which is more than the warning threshold of 32ms.',
    ])
  })

  it('lets a test that expects an error take it over', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    console.error('expected')
    expect(consoleError).toHaveBeenCalledWith('expected')
    expect(takeUnexpectedLogs()).toEqual([])
  })
})

import { whyFailed } from './whyFailed'

const failure = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } as const

describe('whyFailed', () => {
  it.each([
    [failure, true, 'the server could not be reached'],
    [{ status: 502, data: null }, true, 'the server could not be reached (502)'],
    [{ status: 503, data: null }, true, 'the server could not be reached (503)'],
    [
      { status: 503, data: { error: 'The people cannot be read now: try again later' } },
      true,
      'its database did not answer (503)',
    ],
    [
      {
        status: 503,
        data: { error: 'Too many searches far into their pages at once', busy: true },
      },
      true,
      'the server was busy with other long searches (503)',
    ],
    [{ status: 500, data: null }, true, 'the server failed (500)'],
    [
      { status: 'PARSING_ERROR', originalStatus: 200, data: '<', error: '' },
      true,
      'its answer could not be read',
    ],
    [{ name: 'TypeError', message: 'Failed to fetch' }, true, 'the server could not be reached'],
    [
      { status: 400, data: { parameter: 'page', accepts: 'a whole number' } },
      false,
      'the server refused the request (400, page: a whole number), and would refuse it again',
    ],
    [
      { status: 404, data: { error: 'No person has the id 7' } },
      false,
      'the server refused the request (404, No person has the id 7), and would refuse it again',
    ],
  ] as const)('tells %j as it is, with Try again only where it can help', (error, retry, why) => {
    expect(whyFailed(error)).toEqual({ retry, why })
  })
})

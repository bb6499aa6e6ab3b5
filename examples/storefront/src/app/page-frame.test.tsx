import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import PageError from './error'
import GlobalError from './global-error'
import { metadata } from './not-found'

const failure = Object.assign(new Error('boom'), { digest: '123' })

describe('the error and 404 pages name themselves', () => {
  it('the 500 page (the layout itself failed) has a title of its own', () => {
    const html = renderToStaticMarkup(<GlobalError error={failure} reset={() => {}} />)
    expect(html).toMatch(/<head><title>Something went wrong · Vitrine Shop<\/title><\/head>/)
    expect(html).toContain('The shop could not be shown')
  })

  it('a page that failed inside the layout says so in its title too', () => {
    const html = renderToStaticMarkup(<PageError error={failure} reset={() => {}} />)
    expect(html).toContain('<title>Something went wrong · Vitrine Shop</title>')
    expect(html).not.toContain('boom')
  })

  it('the 404 page has its own title, kept out of search results', () => {
    expect(metadata).toEqual({ title: 'Page not found', robots: { index: false } })
  })
})

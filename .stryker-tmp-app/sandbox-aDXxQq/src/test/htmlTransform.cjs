// @ts-nocheck
// Jest transform: an imported .html file becomes its text, so tests can read the page template.
module.exports = {
  process(source) {
    return { code: `module.exports = ${JSON.stringify(source)}` }
  },
}

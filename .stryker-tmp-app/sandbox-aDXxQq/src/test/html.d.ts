// @ts-nocheck
declare module '*.html' {
  const html: string
  export default html
}

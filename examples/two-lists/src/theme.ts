// The app's theme, as Tailwind's dark mode has it: a class on <html> (`light` or `dark`; none
// follows the visitor's system), kept in localStorage. index.html sets the class before the first
// paint, so no frame is painted in the other scheme; the bars take it from there (App.tsx).
export type Theme = 'system' | 'light' | 'dark'

/** The theme on the page: the class index.html set on <html>. */
export function readTheme(): Theme {
  const { classList } = document.documentElement
  return classList.contains('dark') ? 'dark' : classList.contains('light') ? 'light' : 'system'
}

/** `theme` on <html> at once, in the same task as the bars' new render, and kept for the next visit. */
export function saveTheme(theme: Theme) {
  document.documentElement.classList.remove('light', 'dark')
  if (theme !== 'system') document.documentElement.classList.add(theme)
  try {
    localStorage.setItem('theme', theme)
  } catch {
    // Storage refused (a private window, a policy): the theme holds until the page is left.
  }
}

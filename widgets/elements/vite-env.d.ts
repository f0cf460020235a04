/// <reference types="vite/client" />
// Vite's module types for the widgets: `import css from './x.css?inline'` is a string of CSS.

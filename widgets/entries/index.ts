/**
 * The widgets' ESM entry, for bundlers and the site: every widget as a React component, the
 * elements machinery (not self-registering: call `defineElements()`), and the API client.
 * React is a peer (external) here, so a page that already has React does not load it twice.
 */
export * from '../api';
export * from '../auth';
export * from '../elements';
export * from '../trading';

/**
 * The auth family's self-registering bundle (an IIFE, React included): loading it with one
 * script tag registers `<ispz-login>`, `<ispz-signup>`, … and exposes `window.IspzAuth` with
 * `mount` and `defineElements` for pages that prefer a function to a tag.
 *
 * @example
 * <script src="https://platform.example/widgets/auth.js"></script>
 * <ispz-login api-base="https://platform.example"></ispz-login>
 */
import { defineElements, mount } from '../elements/auth-elements';

defineElements();

export { defineElements, mount };

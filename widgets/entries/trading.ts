/**
 * The trading family's self-registering bundle (an IIFE, React included): loading it with one
 * script tag registers `<ispz-loan-tapes>`, `<ispz-bidding-table>`, `<ispz-pool-analysis>`, …
 * and exposes `window.IspzTrading` with `mount` and `defineElements` for pages that prefer a
 * function to a tag. What each element shows is the signed-in caller's screen, as the server
 * answers it.
 *
 * @example
 * <script src="https://platform.example/widgets/trading.js"></script>
 * <ispz-pool-analysis api-base="https://platform.example"></ispz-pool-analysis>
 */
import { defineElements, mount } from '../trading/elements';

defineElements();

export { defineElements, mount };

/** /supplychain/manage (spec §2, protected): what the area is, that the platform does not offer it
 * yet (its API has no traceable assets, timelines, states or pallets), and what to do instead. */
import { PROTECTED_TEXT } from '../content/protected-text';
import { ProtectedNotice } from './protected-notice';
import { SUPPLY_CHAIN_INSTEAD } from './supply-chain-text';

export default function SupplyChainManagePage() {
  return <ProtectedNotice text={PROTECTED_TEXT.pages.supplyChainManage} instead={SUPPLY_CHAIN_INSTEAD} />;
}

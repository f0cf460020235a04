/** /supplychain/manage (spec §2, protected): what the area is, and that the site does not have it yet. */
import { PROTECTED_TEXT } from '../content/protected-text';
import { ProtectedNotice } from './protected-notice';

export default function SupplyChainManagePage() {
  return <ProtectedNotice text={PROTECTED_TEXT.pages.supplyChainManage} />;
}

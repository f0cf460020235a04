/** The people of the credential tests and the steps they keep repeating. */
import { type AccountsWorld, accountsWorld, actorOf } from '../../testing/accounts-world';
import type { User } from '../../user';
import { actOnCredential, requestCredential } from '../issuance';

/** A complete Bank Account credential type payload (spec §3 credential_type.entity_attributes). */
export const bankAccount = {
  name: 'Bank Account',
  entity_attributes: [
    { attr_name: 'Account Holder', uservalue: 'Asha Rao' },
    { attr_name: 'Account Number', uservalue: '001234567890' },
    { attr_name: 'IFSC', uservalue: 'HDFC0001234' },
  ],
};

export interface CredentialWorld {
  readonly w: AccountsWorld;
  readonly holder: User;
  readonly issuer: User;
  readonly investor: User;
  readonly stranger: User;
  /** A Bank Account credential the holder has asked the issuer for; its id. */
  requested(): Promise<string>;
  /** The same, issued. */
  issued(): Promise<string>;
}

export async function credentialWorld(): Promise<CredentialWorld> {
  const w = accountsWorld();
  const [holder, issuer, investor, stranger] = [
    await w.addUser(),
    await w.addUser(),
    await w.addUser(),
    await w.addUser(),
  ];
  const requested = async () => {
    const r = await requestCredential(w.deps, actorOf(holder), {
      issuer_id: issuer.id,
      credential_type: bankAccount,
    });
    if (!r.ok) throw new Error(r.error.message);
    return r.value.credential.id;
  };
  const issued = async () => {
    const credential_id = await requested();
    await actOnCredential(w.deps, actorOf(issuer), { credential_id, action: 'issue' });
    return credential_id;
  };
  return { w, holder, issuer, investor, stranger, requested, issued };
}

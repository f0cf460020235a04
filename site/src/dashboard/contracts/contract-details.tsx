/**
 * One contract in mode view (spec §4): its status word and colour, its parties, terms, type
 * (digital or E-Stamp with the stamp duty in rupees) and signatures, and the buttons of the
 * actions the server says the caller can take now — Edit (a draft or rejected contract), the
 * spec's APPROVED / REJECTED / CANCELLED and the other moves (POST
 * /businesses/contracts/action), and Pay stamp duty (POST /businesses/contracts/stampDuty).
 * Each answer's words are the toast ('Approved successfully', 'Contract rejected' …). On a
 * read-only page every button is off.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { contractStatusDisplay } from '../../../../core/accounts/agreements/contract-display';
import { formatDateTime } from '../../../../core/format/dates';
import { answerErrorText } from '../../../../widgets/kit/answer-text';
import { Button } from '../../../../widgets/kit/button';
import { StatusBadge } from '../../../../widgets/kit/status-badge';
import { useToast } from '../../../../widgets/kit/toast';
import { useSite } from '../../app/site-context';
import {
  type ActionButton,
  actionButtons,
  type ContractAnswer,
  type People,
  personName,
  stampDutyText,
} from './contract-view';
import { CONTRACTS_PREFIX } from './contracts-queries';
import { CONTRACTS_TEXT as T } from './contracts-text';

type Move = 'submit' | 'APPROVED' | 'REJECTED' | 'CANCELLED' | 'send_for_signing' | 'sign';

export interface ContractDetailsProps {
  readonly contract: ContractAnswer;
  readonly people: People;
  readonly readOnly: boolean;
  readonly onEdit: () => void;
}

export function ContractDetails({ contract, people, readOnly, onEdit }: ContractDetailsProps) {
  const { api } = useSite();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<string | null>(null);
  const status = contractStatusDisplay(contract.status);
  const buttons = actionButtons(contract.actions, readOnly);

  async function act(button: ActionButton) {
    if (button.kind === 'edit') return onEdit();
    setPending(button.action);
    try {
      const answer =
        button.kind === 'pay'
          ? await api.POST('/businesses/contracts/stampDuty', { body: { contract_id: contract._id } })
          : await api.POST('/businesses/contracts/action', {
              body: { contract_id: contract._id, action: button.action as Move },
            });
      toast.answer(answer.data ?? answer);
      await queryClient.invalidateQueries({ queryKey: CONTRACTS_PREFIX });
    } catch (error) {
      toast.show(answerErrorText(error), 'error');
    } finally {
      setPending(null);
    }
  }

  const duty = stampDutyText(contract);
  return (
    <article className="contracts-details" aria-labelledby="contract-heading">
      <header className="contracts-details__head">
        <h2 id="contract-heading">{contract.title}</h2>
        <StatusBadge colour={status.colour}>{status.text}</StatusBadge>
      </header>
      <dl className="contracts-facts">
        <div>
          <dt>{T.typeColumn}</dt>
          <dd>{contract.agreement_type}</dd>
        </div>
        <div>
          <dt>{T.kindColumn}</dt>
          <dd>{contract.e_stamp ? T.eStamp : T.digital}</dd>
        </div>
        <div>
          <dt>{T.creator}</dt>
          <dd>{personName(contract.creator_id, people)}</dd>
        </div>
        <div>
          <dt>{T.counterparty}</dt>
          <dd>{personName(contract.counterparty_id, people)}</dd>
        </div>
        {contract.e_stamp ? (
          <div>
            <dt>{T.stampDuty}</dt>
            <dd>
              {duty} · {contract.stamp_duty_payment_id ? T.stampDutyPaid : T.stampDutyDue}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{T.created}</dt>
          <dd>{formatDateTime(contract.createdAt)}</dd>
        </div>
        <div>
          <dt>{T.signatures}</dt>
          <dd>
            {contract.signatures.length === 0
              ? T.noSignatures
              : contract.signatures
                  .map((s) => `${personName(s.user_id, people)} (${formatDateTime(s.signedAt)})`)
                  .join(', ')}
          </dd>
        </div>
      </dl>
      <h3 className="contracts-details__sub">{T.formTerms.replace(' *', '')}</h3>
      <p className="contracts-details__terms">{contract.terms}</p>
      <section className="contracts-details__section" aria-labelledby="contract-actions">
        <h3 id="contract-actions" className="contracts-details__sub">
          {T.actions}
        </h3>
        {readOnly && buttons.length > 0 ? <p className="contracts-note">{T.readOnly}</p> : null}
        {buttons.length === 0 ? (
          <p className="contracts-note">{T.noActions}</p>
        ) : (
          <div className="contracts-actions">
            {buttons.map((b) => (
              <Button
                key={b.action}
                variant={b.danger ? 'danger' : b.kind === 'edit' ? 'secondary' : 'primary'}
                disabled={b.disabled || (pending !== null && pending !== b.action)}
                pending={pending === b.action}
                onClick={() => void act(b)}
              >
                {b.label}
              </Button>
            ))}
          </div>
        )}
      </section>
    </article>
  );
}

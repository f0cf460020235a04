/**
 * The wallet's credentials (spec §3 Credential, §7 /personas/…, §8 toasts): the four tables, the
 * two request forms (ask an issuer to issue one; ask a holder to share one) and the share
 * dialog (answer a request with one of my issued credentials, or share one unasked). Who may do
 * what follows core's rules (adapters/http/accounts/credential-routes.ts, share-routes.ts).
 */
import { useState } from 'react';
import { CREDENTIAL_TYPES, requiredAttributes } from '../../../../core/accounts/credentials/credential';
import {
  attributeSlot,
  credentialRequestForm,
  shareAnswerForm,
  shareRequestForm,
  shareWithForm,
} from '../../../../core/validation/wallet-forms';
import { Button } from '../../../../widgets/kit/button';
import { SelectField } from '../../../../widgets/kit/choice-fields';
import { Dialog, DialogClose } from '../../../../widgets/kit/dialog';
import { Form, SubmitButton } from '../../../../widgets/kit/form';
import { TextField } from '../../../../widgets/kit/text-field';
import { useSchemaForm } from '../../../../widgets/kit/use-schema-form';
import { tableStateOf } from '../../kit/table-state';
import { type CredentialActions, useCredentialActions } from './credential-actions';
import { CredentialTable } from './credential-tables';
import { useCredentials, useShares } from './wallet-queries';
import { WALLET_TEXT as T } from './wallet-text';
import {
  type CredentialDto,
  type CredentialRow,
  credentialRows,
  shareableFor,
  shareRows,
} from './wallet-view';

const TYPE_OPTIONS = CREDENTIAL_TYPES.map((t) => ({ value: t.name, label: t.name }));

function RequestIssueForm(props: { readonly actions: CredentialActions; readonly readOnly: boolean }) {
  const form = useSchemaForm(credentialRequestForm, { defaultValues: { issuer_id: '', type: '' } });
  const type = form.watch('type') as string;
  const attributes = requiredAttributes(type) ?? [];
  return (
    <Form
      form={form}
      className="wallet-form"
      aria-label={T.requestIssueHeading}
      onValid={async (body) => {
        if (await props.actions.requestIssue(body)) form.reset({ issuer_id: '', type: '' });
      }}
    >
      <h3>{T.requestIssueHeading}</h3>
      <div className="wallet-form__row">
        <TextField name="issuer_id" label={T.issuerField} autoComplete="off" />
        <SelectField name="type" label={T.typeField} options={TYPE_OPTIONS} />
      </div>
      {attributes.length > 0 ? (
        <div className="wallet-form__row">
          {attributes.map((name, i) => (
            <TextField key={`${type}-${name}`} name={attributeSlot(i)} label={name} autoComplete="off" />
          ))}
        </div>
      ) : null}
      <div className="wallet-form__actions">
        <SubmitButton disabled={props.readOnly || props.actions.flag !== null}>
          {T.requestButton}
        </SubmitButton>
      </div>
    </Form>
  );
}

function RequestShareForm(props: { readonly actions: CredentialActions; readonly readOnly: boolean }) {
  const form = useSchemaForm(shareRequestForm, { defaultValues: { holder_id: '', credential_type: '' } });
  return (
    <Form
      form={form}
      className="wallet-form"
      aria-label={T.requestShareHeading}
      onValid={async (body) => {
        if (await props.actions.requestShare(body)) form.reset({ holder_id: '', credential_type: '' });
      }}
    >
      <h3>{T.requestShareHeading}</h3>
      <div className="wallet-form__row">
        <TextField name="holder_id" label={T.holderField} autoComplete="off" />
        <SelectField name="credential_type" label={T.typeField} options={TYPE_OPTIONS} />
      </div>
      <div className="wallet-form__actions">
        <SubmitButton disabled={props.readOnly || props.actions.flag !== null}>
          {T.requestButton}
        </SubmitButton>
      </div>
    </Form>
  );
}

/** What the share dialog is for: answering a request row, or sharing a held credential. */
type Sharing = { readonly row: CredentialRow; readonly how: 'answer' | 'share-with' };

function ShareDialog(props: {
  readonly sharing: Sharing;
  readonly held: readonly CredentialDto[];
  readonly actions: CredentialActions;
  readonly readOnly: boolean;
  readonly onClose: () => void;
}) {
  const { row, how } = props.sharing;
  const choices = shareableFor(props.held, row.type);
  const answerForm = useSchemaForm(shareAnswerForm, {
    defaultValues: { credential_id: choices[0]?._id ?? '' },
  });
  const withForm = useSchemaForm(shareWithForm, { defaultValues: { requester_id: '' } });
  const submit = (
    <div className="wallet-form__actions">
      <SubmitButton disabled={props.readOnly || props.actions.flag !== null}>{T.shareButton}</SubmitButton>
    </div>
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title={how === 'answer' ? T.answerTitle(row.type) : T.shareTitle(row.type)}
      description={how === 'answer' ? T.answerDescription : T.shareWithDescription}
      footer={
        <DialogClose>
          <Button variant="secondary">{T.close}</Button>
        </DialogClose>
      }
    >
      {how === 'answer' ? (
        choices.length === 0 ? (
          <p>{T.noShareable(row.type)}</p>
        ) : (
          <Form
            form={answerForm}
            onValid={async ({ credential_id }) => {
              if (await props.actions.answer(row.id, credential_id)) props.onClose();
            }}
          >
            <SelectField
              name="credential_id"
              label={T.credentialField}
              placeholder={null}
              options={choices.map((c) => ({
                value: c._id,
                label: `${c.credential_type.name} · ${c.credential_type.entity_attributes[0]?.uservalue ?? c._id}`,
              }))}
            />
            {submit}
          </Form>
        )
      ) : (
        <Form
          form={withForm}
          onValid={async ({ requester_id }) => {
            if (await props.actions.shareWith(row.id, requester_id)) props.onClose();
          }}
        >
          <TextField name="requester_id" label={T.requesterField} autoComplete="off" />
          {submit}
        </Form>
      )}
    </Dialog>
  );
}

/** The credentials part of /dashboard/wallet. */
export function CredentialsSection(props: { readonly readOnly: boolean }) {
  const credentials = useCredentials();
  const shares = useShares();
  const actions = useCredentialActions();
  const [sharing, setSharing] = useState<Sharing | null>(null);
  const held = credentials.data?.held ?? [];
  const common = {
    readOnly: props.readOnly,
    actions,
    onShare: (row: CredentialRow, how: Sharing['how']) => setSharing({ row, how }),
  };
  return (
    <section className="wallet-section" aria-labelledby="wallet-credentials">
      <h2 id="wallet-credentials">{T.credentialsHeading}</h2>
      <p className="wallet-section__intro">{T.credentialsIntro}</p>
      <CredentialTable
        kind="held"
        label={T.heldTable}
        rows={credentialRows(held, 'holder')}
        state={tableStateOf(credentials)}
        {...common}
      />
      <CredentialTable
        kind="outgoing"
        label={T.outgoingTable}
        rows={shareRows(shares.data?.outgoing ?? [], 'holder')}
        state={tableStateOf(shares)}
        {...common}
      />
      <CredentialTable
        kind="incoming"
        label={T.incomingTable}
        rows={shareRows(shares.data?.incoming ?? [], 'requester')}
        state={tableStateOf(shares)}
        {...common}
      />
      <CredentialTable
        kind="issuing"
        label={T.issuingTable}
        rows={credentialRows(credentials.data?.issuing ?? [], 'issuer')}
        state={tableStateOf(credentials)}
        {...common}
      />
      <div className="wallet-forms">
        <RequestShareForm actions={actions} readOnly={props.readOnly} />
        <RequestIssueForm actions={actions} readOnly={props.readOnly} />
      </div>
      {sharing ? (
        <ShareDialog
          sharing={sharing}
          held={held}
          actions={actions}
          readOnly={props.readOnly}
          onClose={() => setSharing(null)}
        />
      ) : null}
    </section>
  );
}

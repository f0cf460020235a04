/**
 * The stage and document pickers shared by the Verified Document viewer and the Shared
 * Documents section of the loan detail panel (spec §2): the loan's documents from
 * `/get_loans_list/fetchDocuments`, a stage picker, then a document picker of that stage.
 * Loading, failed ('Failed to get data please try later') and empty ('There are no records to
 * display') are the shared sentences.
 */
import { type ReactNode, useId, useState } from 'react';
import type { components } from '../../api';
import { DataState } from '../shared/data-state';
import { useApiQuery } from '../shared/use-api-query';
import { DOCUMENT_TEXT as T } from './document-text';

/** A loan document with its revisions, oldest first. */
export type LoanDocument = components['schemas']['LoanDocument'];

/** The newest revision of a document, or null when it has none. */
export function latestRevision(document: LoanDocument) {
  return document.revisions.at(-1) ?? null;
}

function Picker(props: {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="ispz-field">
      <label className="ispz-field__label" htmlFor={id}>
        {props.label}
      </label>
      <select
        id={id}
        className="ispz-input"
        value={props.value}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      >
        {props.options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Loads the loan's documents and renders the pickers, then `children(document)` for the
 * picked document.
 */
export function LoanDocumentPicker(props: {
  loanId: string;
  children: (document: LoanDocument) => ReactNode;
}) {
  const query = useApiQuery(['fetchDocuments', props.loanId], (client, signal) =>
    client.GET('/get_loans_list/fetchDocuments', { params: { query: { _id: props.loanId } }, signal }),
  );
  const [stage, setStage] = useState<string | null>(null);
  const [name, setName] = useState<string | null>(null);
  const answer = query.data?.data;
  const documents = answer?.documents ?? [];
  const stages = answer ? [...new Set([...answer.stages, ...documents.map((d) => d.stage_name)])] : [];
  const pickedStage = stage !== null && stages.includes(stage) ? stage : (stages[0] ?? '');
  const ofStage = documents.filter((d) => d.stage_name === pickedStage);
  const picked = ofStage.find((d) => d.documentName === name) ?? ofStage[0];
  return (
    <DataState state={query.state} errorText={query.errorText} empty={documents.length === 0}>
      <div className="ispz-doc-pickers">
        <Picker
          label={T.stage}
          value={pickedStage}
          options={stages}
          onChange={(s) => {
            setStage(s);
            setName(null);
          }}
        />
        <Picker
          label={T.document}
          value={picked?.documentName ?? ''}
          options={ofStage.map((d) => d.documentName)}
          onChange={setName}
        />
      </div>
      {picked ? props.children(picked) : <DataState state="ready" empty />}
    </DataState>
  );
}

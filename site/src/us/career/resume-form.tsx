/**
 * The resume form of /career. It checks the details and the file and then, since applications
 * are not received online (spec §2: "submit not wired"), says so and offers an email to the
 * support address from the deployment's configuration, with the resume's title as the subject.
 * Nothing is sent; the notice above the form says so before anyone types.
 */
import { useId, useRef, useState } from 'react';
import { SubmitButton } from '../../../../widgets/kit/form';
import { ErrorIcon } from '../../../../widgets/kit/icons';
import { TextField } from '../../../../widgets/kit/text-field';
import { type AnyForm, FormContext, useSchemaForm } from '../../../../widgets/kit/use-schema-form';
import { CAREER_PAGE as T } from './career-content';
import {
  type CareerDetails,
  careerForm,
  RESUME_ACCEPT,
  resumeFileProblem,
  resumeMailto,
} from './career-form';

const EMPTY = { firstName: '', secondName: '', resumeTitle: '', email: '', contactNumber: '' };

function Ready(props: {
  readonly details: CareerDetails;
  readonly email: string;
  readonly onEdit: () => void;
}) {
  const { details } = props;
  const subject = T.subject(details.resumeTitle, `${details.firstName} ${details.secondName}`);
  return (
    <div className="us-career__ready" role="status">
      <p className="us-career__ready-title">{T.ready(details.firstName)}</p>
      <p>
        {T.emailInstead}{' '}
        <a className="site-link" href={resumeMailto(props.email, subject)}>
          {props.email}
        </a>
        .
      </p>
      <div className="us-career__actions">
        <a className="ispz-button ispz-button--primary" href={resumeMailto(props.email, subject)}>
          {T.emailLink}
        </a>
        <button type="button" className="ispz-button ispz-button--secondary" onClick={props.onEdit}>
          {T.edit}
        </button>
      </div>
    </div>
  );
}

/** The resume form; `supportEmail` is where resumes go instead. */
export function ResumeForm({ supportEmail }: { readonly supportEmail: string }) {
  const form = useSchemaForm(careerForm, { defaultValues: EMPTY });
  const [files, setFiles] = useState<readonly File[]>([]);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [ready, setReady] = useState<CareerDetails | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();

  if (ready) return <Ready details={ready} email={supportEmail} onEdit={() => setReady(null)} />;

  const check = form.handleSubmit(
    (details) => {
      const problem = resumeFileProblem(files);
      setFileProblem(problem);
      if (problem) fileInput.current?.focus();
      else setReady(details);
    },
    () => setFileProblem(resumeFileProblem(files)),
  );

  return (
    <FormContext.Provider value={form as unknown as AnyForm}>
      <form
        className="us-career__form"
        noValidate
        aria-labelledby="resume-form"
        onSubmit={(event) => {
          event.preventDefault();
          void check(event);
        }}
      >
        <div className="us-career__row">
          <TextField name="firstName" label={T.firstName} autoComplete="given-name" />
          <TextField name="secondName" label={T.secondName} autoComplete="family-name" />
        </div>
        <TextField name="resumeTitle" label={T.resumeTitle} />
        <div className="us-career__row">
          <TextField name="email" label={T.email} type="email" autoComplete="email" />
          <TextField
            name="contactNumber"
            label={T.contactNumber}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={16}
          />
        </div>
        <div className="ispz-field">
          <label className="ispz-field__label" htmlFor={`${id}-file`}>
            {T.file}
          </label>
          <input
            ref={fileInput}
            id={`${id}-file`}
            className="us-career__file"
            type="file"
            accept={RESUME_ACCEPT}
            aria-invalid={Boolean(fileProblem)}
            aria-describedby={fileProblem ? `${id}-hint ${id}-msg` : `${id}-hint`}
            onChange={(event) => {
              const picked = [...(event.currentTarget.files ?? [])];
              setFiles(picked);
              if (fileProblem) setFileProblem(resumeFileProblem(picked));
            }}
          />
          <p className="ispz-field__hint" id={`${id}-hint`}>
            {T.fileHint}
          </p>
          {fileProblem ? (
            <p className="ispz-field__message" id={`${id}-msg`}>
              <ErrorIcon />
              <span>{fileProblem}</span>
            </p>
          ) : null}
        </div>
        <div>
          <SubmitButton variant="primary">{T.check}</SubmitButton>
        </div>
      </form>
    </FormContext.Provider>
  );
}

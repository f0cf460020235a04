/**
 * The 'write to us' form of both builds' contact pages (spec §2, §5, §7, §8): name, mobile,
 * email, how the visitor heard of us and a message, posted to `POST /api/contact-us`. Name,
 * email and knowThrough are required; a submit missing one shows the toast 'Please fill
 * required (*) field' (and the same line under each field). The server's 'Sent Successfully'
 * shows as a toast and the form clears; a refusal shows the server's words.
 */

import { contactForm } from '../../../core/validation/marketing-forms';
import { KNOW_THROUGH_OPTIONS } from '../../../core/validation/option-lists';
import type { ApiClient } from '../../../widgets/api';
import { answerToast } from '../../../widgets/kit/answer-text';
import { SelectField } from '../../../widgets/kit/choice-fields';
import { SubmitButton } from '../../../widgets/kit/form';
import { TextField } from '../../../widgets/kit/text-field';
import { TextAreaField } from '../../../widgets/kit/textarea-field';
import { useToast } from '../../../widgets/kit/toast';
import { type AnyForm, FormContext, useSchemaForm } from '../../../widgets/kit/use-schema-form';
import { NameMobileFields } from './name-mobile-fields';
import './contact-form.css';

/** The form's words (the spec gives the toasts; the labels are ours). */
export const CONTACT_FORM_TEXT = {
  name: 'Name *',
  mobile: 'Mobile number',
  email: 'Email *',
  knowThrough: 'How did you hear about us? *',
  details: 'Your message',
  send: 'Send message',
  requiredNote: 'Fields marked * are required.',
} as const;

/** Props of `ContactForm`. */
export interface ContactFormProps {
  /** The platform client (`useSite().api` on a page). */
  readonly api: Pick<ApiClient, 'POST'>;
  /** The form's accessible name (the heading above it, by id). */
  readonly labelledBy?: string;
  readonly className?: string;
}

const EMPTY = { name: '', mobile: '', email: '', details: '' };

/**
 * The write-to-us form posting contact-us.
 * @example <ContactForm api={useSite().api} labelledBy="write-to-us" />
 */
export function ContactForm({ api, labelledBy, className }: ContactFormProps) {
  const form = useSchemaForm(contactForm, { defaultValues: EMPTY });
  const toast = useToast();
  const T = CONTACT_FORM_TEXT;

  const send = form.handleSubmit(
    async (body) => {
      const answer = await api.POST('/contact-us', { body });
      if (answer.data) {
        const { text } = answerToast(answer.data);
        toast.show(text, 'success');
        form.reset(EMPTY);
      } else toast.answer(answer);
    },
    (errors) => {
      const first = Object.values(errors).find((e): e is { message: string } =>
        Boolean(e && typeof e === 'object' && 'message' in e),
      );
      if (first) toast.show(first.message, 'error');
    },
  );

  return (
    <FormContext.Provider value={form as unknown as AnyForm}>
      <form
        className={['site-contact-form', className].filter(Boolean).join(' ')}
        noValidate
        aria-labelledby={labelledBy}
        onSubmit={(event) => {
          event.preventDefault();
          void send(event);
        }}
      >
        <p className="site-contact-form__note">{T.requiredNote}</p>
        <NameMobileFields className="site-contact-form__row" nameLabel={T.name} mobileLabel={T.mobile} />
        <div className="site-contact-form__row">
          <TextField name="email" label={T.email} type="email" autoComplete="email" />
          <SelectField
            name="knowThrough"
            label={T.knowThrough}
            options={KNOW_THROUGH_OPTIONS.map((o) => ({ value: o, label: o }))}
          />
        </div>
        <TextAreaField name="details" label={T.details} rows={5} />
        <div>
          <SubmitButton variant="primary">{T.send}</SubmitButton>
        </div>
      </form>
    </FormContext.Provider>
  );
}

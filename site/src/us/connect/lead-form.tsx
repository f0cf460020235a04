/**
 * The GET CONNECTED lead form (spec §2, §4, §5, §7): an option is required ('Please select an
 * option to view details'), and the request goes only when one of name, mobile or email is
 * filled ('please enter the valid details'); both rules are core's `leadForm`. A valid send
 * posts `POST /api/lead`; the form is replaced by the server's thank-you message and, 1.5 s
 * later, the chosen resource opens in a new tab (with a link to open it by hand as well).
 */

import { useEffect, useState } from 'react';
import { leadForm } from '../../../../core/validation/marketing-forms';
import type { ApiClient } from '../../../../widgets/api';
import { RadioGroupField } from '../../../../widgets/kit/choice-fields';
import { SubmitButton } from '../../../../widgets/kit/form';
import { TextField } from '../../../../widgets/kit/text-field';
import { useToast } from '../../../../widgets/kit/toast';
import { type AnyForm, FormContext, useSchemaForm } from '../../../../widgets/kit/use-schema-form';
import { NameMobileFields } from '../../kit/name-mobile-fields';
import {
  LEAD_CHOICES,
  LEAD_OPEN_DELAY_MS,
  type LeadOption,
  leadHref,
  CONNECT_PAGE as T,
} from '../content/connect';
import { LeadThanks } from './lead-thanks';

/** Props of `LeadForm`. */
export interface LeadFormProps {
  readonly api: Pick<ApiClient, 'POST'>;
  /** Opens the resource (default: a new tab). */
  readonly open?: (href: string) => void;
  readonly labelledBy?: string;
}

const EMPTY = { name: '', mobile: '', email: '', details: '' };
const openInNewTab = (href: string) => void window.open(href, '_blank', 'noopener');

/** The first message to toast: the option's, then the one about the contact fields. */
export function leadProblem(errors: Record<string, unknown>): string | undefined {
  for (const key of ['option', 'root', 'name', 'mobile', 'email', 'details']) {
    const e = errors[key];
    if (e && typeof e === 'object' && 'message' in e && typeof e.message === 'string') return e.message;
  }
  return undefined;
}

/**
 * The lead form, then its thank-you message.
 * @example <LeadForm api={useSite().api} labelledBy="get-connected" />
 */
export function LeadForm({ api, open = openInNewTab, labelledBy }: LeadFormProps) {
  const form = useSchemaForm(leadForm, { defaultValues: EMPTY });
  const toast = useToast();
  const [sent, setSent] = useState<{ message: string; option: LeadOption } | null>(null);
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => {
      open(leadHref(sent.option));
      setOpened(true);
    }, LEAD_OPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sent, open]);

  if (sent) {
    const again = () => {
      form.reset(EMPTY);
      setOpened(false);
      setSent(null);
    };
    return <LeadThanks {...sent} opened={opened} onAgain={again} />;
  }

  const send = form.handleSubmit(
    async (body) => {
      const answer = await api.POST('/lead', { body });
      if (answer.data) setSent({ message: answer.data.message, option: answer.data.option });
      else toast.answer(answer);
    },
    (errors) => {
      const problem = leadProblem(errors);
      if (problem) toast.show(problem, 'error');
    },
  );
  const rootMessage = form.formState.errors.root?.message;

  return (
    <FormContext.Provider value={form as unknown as AnyForm}>
      <form
        className="us-lead"
        noValidate
        aria-labelledby={labelledBy}
        onSubmit={(event) => {
          event.preventDefault();
          void send(event);
        }}
      >
        <RadioGroupField
          name="option"
          label={T.optionLegend}
          className="us-lead__options"
          options={LEAD_CHOICES.map((c) => ({
            value: c.value,
            label: (
              <span className="us-lead__choice">
                <strong>{c.label}</strong>
                <span>{c.hint}</span>
              </span>
            ),
          }))}
        />
        <p className="us-lead__note">{T.contactNote}</p>
        <NameMobileFields className="us-lead__row" nameLabel={T.name} mobileLabel={T.mobile} />
        <TextField name="email" label={T.email} type="email" autoComplete="email" />
        {rootMessage ? <p className="us-lead__problem">{rootMessage}</p> : null}
        <TextField name="details" label={T.details} />
        <div>
          <SubmitButton variant="primary">{T.send}</SubmitButton>
        </div>
      </form>
    </FormContext.Provider>
  );
}

/**
 * A form around the kit's fields for their stories: a schema, a validation mode, a submit
 * button and a line that shows what a valid submit handed over — so a play function can
 * check both the messages and the parsed values.
 */
import { type ReactNode, useState } from 'react';
import * as z from 'zod/mini';
import { Form, SubmitButton } from '../../widgets/kit/form';
import { type FormSchema, type SchemaFormOptions, useSchemaForm } from '../../widgets/kit/use-schema-form';

/** Props of `FormHarness`. */
export interface FormHarnessProps {
  readonly schema?: FormSchema;
  readonly mode?: SchemaFormOptions<FormSchema>['mode'];
  readonly defaultValues?: Record<string, unknown>;
  /** Submit first, so the story opens with every message shown. */
  readonly submitLabel?: string;
  /** How long a valid submit stays pending, in ms (the pending button). */
  readonly pendingMs?: number;
  readonly children: ReactNode;
}

/** A kit form with a submit button and the submitted values printed under it. */
export function FormHarness({ submitLabel = 'Submit', ...props }: FormHarnessProps) {
  const form = useSchemaForm(props.schema ?? z.object({}), {
    mode: props.mode,
    defaultValues: props.defaultValues as never,
  });
  const [sent, setSent] = useState<string | null>(null);
  const onValid = async (values: unknown) => {
    if (props.pendingMs) await new Promise((resolve) => setTimeout(resolve, props.pendingMs));
    setSent(JSON.stringify(values));
  };
  return (
    <Form form={form} onValid={onValid} aria-label="Story form" className="ispz-root">
      {props.children}
      <SubmitButton>{submitLabel}</SubmitButton>
      {sent ? (
        <output aria-label="Submitted" style={{ display: 'block', overflowWrap: 'anywhere' }}>
          {sent}
        </output>
      ) : null}
    </Form>
  );
}

/**
 * A person's name and mobile number side by side, as the write-to-us and the lead forms ask
 * for them: the browser's autofill hints, a phone keypad on touch screens, and the mobile
 * number's length bounded as the forms' schemas bound it.
 */
import { TextField } from '../../../widgets/kit/text-field';

export interface NameMobileFieldsProps {
  /** The row's class (each form lays its rows out itself). */
  readonly className: string;
  readonly nameLabel: string;
  readonly mobileLabel: string;
}

/** @example <NameMobileFields className="us-lead__row" nameLabel="Name" mobileLabel="Mobile" /> */
export function NameMobileFields(props: NameMobileFieldsProps) {
  return (
    <div className={props.className}>
      <TextField name="name" label={props.nameLabel} autoComplete="name" />
      <TextField
        name="mobile"
        label={props.mobileLabel}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={16}
      />
    </div>
  );
}

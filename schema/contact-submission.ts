/**
 * The contact form's check (docs/product/calls.md call 1), apart from submission.ts, whose checks the
 * footer's signup carries onto every page: only /contact and the chat's form for the team check a
 * contact, so no other page carries this code.
 */
import {
  COMPANY_MAX_LENGTH,
  FieldError,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  SERVICE_OPTIONS,
  clientRecordId,
  email,
  optionalText,
  readHumanSignals,
  requiredText,
  validate,
  withoutAbsent,
  type ContactSubmission,
  type ServiceOption,
  type ValidationResult,
} from './submission.ts';

const PHONE_PATTERN = /^\+?[0-9\s().\-/]+(?:\s*(?:x|ext\.?)\s*[0-9]{1,6})?$/i;

function serviceOption(raw: unknown): ServiceOption | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const option = SERVICE_OPTIONS.find((candidate) => candidate.value === raw);
  if (option === undefined) throw new FieldError('service', 'Please choose one of the listed services.');
  return option.value;
}

/**
 * Checks docs/product/calls.md call 1's payload: name, email and message required; company, phone and
 * service optional. The fields a chat adds are checked by schema/contact-handoff.ts (the function's
 * check), not here: the contact form and the chat's form run this one, and never send them through it.
 */
export function validateContact(input: unknown): ValidationResult<ContactSubmission> {
  return validate(input, (body) => {
    const name = requiredText(body, 'name', { label: 'Full name', max: NAME_MAX_LENGTH, name: true });
    const address = email(body);
    const company = optionalText(body, 'company', { label: 'Company', max: COMPANY_MAX_LENGTH });
    const phone = optionalText(body, 'phone', { label: 'Phone number', max: PHONE_MAX_LENGTH });
    if (phone !== undefined && (!PHONE_PATTERN.test(phone) || (phone.match(/[0-9]/g) ?? []).length < 6)) {
      throw new FieldError('phone', 'Please enter a valid phone number.');
    }
    const service = serviceOption(body.service);
    const message = requiredText(body, 'message', { label: 'Project details', max: MESSAGE_MAX_LENGTH, multiline: true });
    return withoutAbsent({
      name,
      email: address,
      company,
      phone,
      service,
      message,
      clientRecordId: clientRecordId(body),
      ...readHumanSignals(body),
    });
  });
}

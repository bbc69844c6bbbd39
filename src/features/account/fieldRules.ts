/**
 * The account tab's field rules, read from the endpoints that save them (P06 `updateName`, P07 `changeEmail`): the
 * form validates with the API's own schema, so it never sends a value the API refuses and never restates a rule.
 */
import { changeEmail, updateName } from '../../api/endpoints/account';
import { acceptsValue, maxLengthOf } from '../../api/schemaRules';
import type { AccountField, FieldRule } from './machines/accountEdit.machine';

function bodyOf<B>(endpoint: { id: string; body?: B }): B {
  if (!endpoint.body) throw new Error(`${endpoint.id} declares no body`);
  return endpoint.body;
}

const nameSchema = bodyOf(updateName).shape.name;
const emailSchema = bodyOf(changeEmail).shape.email;

export const accountFieldRules: Record<AccountField, FieldRule> = {
  name: { maxLength: maxLengthOf(nameSchema), accepts: acceptsValue(nameSchema) },
  email: { maxLength: maxLengthOf(emailSchema), accepts: acceptsValue(emailSchema) },
};

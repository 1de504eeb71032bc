// Every list the schema takes (an argument or an input field of list type) and every `first` (or
// page `size`) argument names its maximum in its description; the modules' zod inputs enforce it
// (tests/graphql/limits.test.ts sends one item too many to each).
import {
  buildASTSchema,
  concatAST,
  getNullableType,
  isInputObjectType,
  isListType,
  isObjectType,
  parse,
  type GraphQLArgument,
  type GraphQLInputField,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadTypeDefs } from './schema.ts';

const schema = buildASTSchema(concatAST(loadTypeDefs().map((source) => parse(source))));

/** `Type.field(argument)` or `Input.field` -> its description, for every list input and `first`. */
function boundedInputs(): Map<string, string | null | undefined> {
  const found = new Map<string, string | null | undefined>();
  const needsBound = (input: GraphQLArgument | GraphQLInputField) =>
    isListType(getNullableType(input.type)) ||
    input.name === 'first' ||
    (input.name === 'size' && String(getNullableType(input.type)) === 'Int');
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        for (const argument of field.args) {
          if (needsBound(argument)) found.set(`${type.name}.${field.name}(${argument.name})`, argument.description);
        }
      }
    }
    if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (needsBound(field)) found.set(`${type.name}.${field.name}`, field.description);
      }
    }
  }
  return found;
}

describe('list arguments of the schema', () => {
  it('each names its maximum in its description', () => {
    const inputs = boundedInputs();
    expect([...inputs.keys()]).toEqual(
      expect.arrayContaining([
        'Query.cart(guestLines)',
        'Mutation.mergeGuestCart(lines)',
        'Product.related(first)',
        'Category.productPage(first)',
      ]),
    );
    const unbounded = [...inputs].filter(([, description]) => !/\bat most \d+|\b\d+ to \d+\b/i.test(description ?? ''));
    expect(unbounded.map(([name]) => name)).toEqual([]);
  });
});

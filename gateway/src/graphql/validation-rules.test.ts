import type { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { graphql } from './graphql-instance.ts';
import { loadTypeDefs } from './schema.ts';
import { limitValidationRules } from './validation-rules.ts';

const schema = graphql.buildASTSchema(graphql.concatAST(loadTypeDefs().map((source) => graphql.parse(source))));
const limits = { depth: 4, aliases: 2, directives: 2, fieldRepeats: 3 };

function errors(query: string): readonly GraphQLError[] {
  return graphql.validate(schema, graphql.parse(query), limitValidationRules(limits));
}

const product = 'product(categorySlug: "smart-rings", nameSlug: "aura", modelSlug: "AR-300")';

describe('limitValidationRules', () => {
  it('refuses a field selected a 4th time in one selection set (500 __typename), not across fragments', () => {
    const [error] = errors(`{ ${'__typename '.repeat(500)}}`);
    expect(error?.message).toBe('Field "__typename" selected 500 times in one selection set; the limit is 3.');
    expect(error?.extensions).toEqual({ validationErrorCode: 'MAX_FIELD_REPEATS_EXCEEDED' });
    expect(errors('{ gatewayVersion gatewayVersion gatewayVersion }')).toEqual([]);
    expect(
      errors(
        '{ gatewayVersion ...A ...B } fragment A on Query { gatewayVersion } fragment B on Query { gatewayVersion gatewayVersion }',
      ),
    ).toEqual([]);
  });

  it('passes a query within every limit', () => {
    expect(errors(`{ a: gatewayVersion b: gatewayVersion ${product} { related { related { id } } } }`)).toEqual([]);
  });

  it('refuses one level too deep, counting fragments where they are spread', () => {
    const [error] = errors(`{ ${product} { related { related { related { id } } } } }`);
    expect(error?.message).toBe('Query depth limit of 4 exceeded, found 5.');
    expect(error?.extensions).toEqual({ validationErrorCode: 'MAX_DEPTH_EXCEEDED' });
    expect(
      errors(
        `{ ${product} { ...A } } fragment A on Product { related { ...B } } fragment B on Product { related { id } }`,
      ),
    ).toEqual([]);
    expect(
      errors(`{ ${product} { ...A } } fragment A on Product { related { related { related { id } } } }`),
    ).toHaveLength(1);
  });

  it('refuses one alias too many, in fragments too', () => {
    const [error] = errors('{ a: gatewayVersion b: gatewayVersion c: gatewayVersion }');
    expect(error?.message).toBe('Aliases limit of 2 exceeded, found 3.');
    expect(error?.extensions).toEqual({ validationErrorCode: 'MAX_ALIASES_EXCEEDED' });
    expect(
      errors('{ a: gatewayVersion ...F } fragment F on Query { b: gatewayVersion c: gatewayVersion }'),
    ).toHaveLength(1);
    expect(errors('{ a: __typename b: __typename c: __typename }')).toHaveLength(1);
  });

  it('refuses one directive too many', () => {
    const [error] = errors(
      '{ a: gatewayVersion @include(if: true) b: gatewayVersion @skip(if: false) offerBanners @include(if: true) }',
    );
    expect(error?.message).toBe('Directives limit of 2 exceeded, found 3.');
    expect(error?.extensions).toEqual({ validationErrorCode: 'MAX_DIRECTIVES_EXCEEDED' });
  });
});

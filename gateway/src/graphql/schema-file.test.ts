import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadTypeDefs } from './schema.ts';
import { printedSchema } from './schema-file.ts';

describe('printedSchema', () => {
  const sdl = printedSchema(loadTypeDefs());

  it('is one valid SDL with every extension folded into its type', () => {
    expect(sdl).not.toMatch(/^extend /m);
    const schema = buildSchema(sdl);
    const query = schema.getQueryType()!.getFields();
    expect(Object.keys(query)).toEqual(expect.arrayContaining(['gatewayVersion', 'categories', 'cart', 'partner']));
    expect(Object.keys(schema.getMutationType()!.getFields())).toEqual(expect.arrayContaining(['login', 'placeOrder']));
  });

  it('keeps the descriptions (the bounds of list arguments among them) and sorts types', () => {
    expect(sdl).toContain('How many: 0 to 20');
    const typeNames = [...sdl.matchAll(/^type (\w+)/gm)].map((match) => match[1]!);
    expect(typeNames).toEqual([...typeNames].sort());
  });
});

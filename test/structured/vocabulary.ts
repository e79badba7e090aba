/**
 * The schema.org vocabulary as schema-dts declares it (node_modules/schema-dts/dist/schema.d.ts,
 * generated from schema.org's own definitions), read with TypeScript's parser, and a check of
 * JSON-LD values against it: every @type a known type, every property one the type has, every
 * value inside the property's range. It accepts what the TypeScript types accept: a class where
 * the range names it or one of its subtypes, a reference ({"@id": …}) where the range allows one,
 * an enumeration's member by its URL, text where the range includes text.
 *
 * No package ships the vocabulary itself in a usable form (schemaorg-jsonld is a 2017 copy), and
 * schema.org cannot be fetched here; schema-dts is Google's generated typing of the current release.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** What a range (a union of the declaration's types) accepts. */
interface Accepts {
  /** The concrete types (their @type) a node may have. */
  types: Set<string>;
  /** A node with only an @id. */
  reference: boolean;
  string: boolean;
  number: boolean;
  boolean: boolean;
  /** A string that reads as a number (`${number}`). */
  numericString: boolean;
  /** Exact strings: enumeration members ("https://schema.org/InStock", "InStock"). */
  literals: Set<string>;
}

export interface Vocabulary {
  /** Whether `type` is a type of the vocabulary. */
  hasType(type: string): boolean;
  /** Whether `type` is `ancestor` or one of its subtypes. */
  isA(type: string, ancestor: string): boolean;
  /** The properties a type has, its own and inherited. */
  propertiesOf(type: string): ReadonlySet<string>;
  /** The problems of a JSON-LD document (a node or a graph), each with its path. */
  check(document: unknown): string[];
}

const empty = (): Accepts => ({
  types: new Set(),
  reference: false,
  string: false,
  number: false,
  boolean: false,
  numericString: false,
  literals: new Set(),
});

function merge(into: Accepts, from: Accepts): void {
  for (const type of from.types) into.types.add(type);
  for (const literal of from.literals) into.literals.add(literal);
  into.reference ||= from.reference;
  into.string ||= from.string;
  into.number ||= from.number;
  into.boolean ||= from.boolean;
  into.numericString ||= from.numericString;
}

const nameOf = (name: ts.PropertyName): string | null =>
  ts.isStringLiteral(name) || ts.isIdentifier(name) ? name.text : null;

/** The declarations, from the project's root (where npm scripts and jest run). */
export function schemaDtsFile(): string {
  return path.join(process.cwd(), 'node_modules', 'schema-dts', 'dist', 'schema.d.ts');
}

export function loadVocabulary(file = schemaDtsFile()): Vocabulary {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const aliases = new Map<string, ts.TypeNode>();
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  /** A concrete type's name (its @type) to its declaration ("House" -> HouseLeaf). */
  const leaves = new Map<string, ts.InterfaceDeclaration>();
  /** The other way: a concrete type's declaration name to its @type ("HouseLeaf" -> House). */
  const typeOfLeaf = new Map<string, string>();
  for (const statement of source.statements) {
    if (ts.isTypeAliasDeclaration(statement)) aliases.set(statement.name.text, statement.type);
    if (!ts.isInterfaceDeclaration(statement)) continue;
    interfaces.set(statement.name.text, statement);
    for (const member of statement.members) {
      if (!ts.isPropertySignature(member) || !member.name || nameOf(member.name) !== '@type') continue;
      const type = member.type;
      if (type && ts.isLiteralTypeNode(type) && ts.isStringLiteral(type.literal)) {
        leaves.set(type.literal.text, statement);
        typeOfLeaf.set(statement.name.text, type.literal.text);
      }
    }
  }

  const aliasAccepts = new Map<string, Accepts>();
  /** `path`: the aliases being expanded, so a cycle (there is none in schema-dts) cannot loop. */
  function acceptsOf(node: ts.TypeNode, path: Set<string> = new Set()): Accepts {
    const result = empty();
    if (ts.isUnionTypeNode(node)) {
      for (const member of node.types) merge(result, acceptsOf(member, path));
    } else if (ts.isParenthesizedTypeNode(node)) {
      merge(result, acceptsOf(node.type, path));
    } else if (ts.isLiteralTypeNode(node)) {
      if (ts.isStringLiteral(node.literal)) result.literals.add(node.literal.text);
    } else if (ts.isTemplateLiteralTypeNode(node)) {
      result.numericString = true;
    } else if (node.kind === ts.SyntaxKind.StringKeyword) {
      result.string = true;
    } else if (node.kind === ts.SyntaxKind.NumberKeyword) {
      result.number = true;
    } else if (node.kind === ts.SyntaxKind.BooleanKeyword) {
      result.boolean = true;
    } else if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName)) {
      const name = node.typeName.text;
      if (name === 'IdReference') {
        result.reference = true;
      } else if (name === 'SchemaValue') {
        const [inner] = node.typeArguments ?? [];
        if (inner) merge(result, acceptsOf(inner, path));
      } else if (aliases.has(name)) {
        let accepts = aliasAccepts.get(name);
        if (!accepts && !path.has(name)) {
          path.add(name);
          accepts = acceptsOf(aliases.get(name)!, path);
          path.delete(name);
          aliasAccepts.set(name, accepts);
        }
        if (accepts) merge(result, accepts);
      } else {
        const type = typeOfLeaf.get(name);
        if (type) result.types.add(type);
      }
    }
    return result;
  }

  /** Each property of an interface and what it accepts, its own and through what it extends. */
  const propertyCache = new Map<string, Map<string, Accepts>>();
  function propertiesOfInterface(name: string): Map<string, Accepts> {
    const cached = propertyCache.get(name);
    if (cached) return cached;
    const properties = new Map<string, Accepts>();
    propertyCache.set(name, properties);
    const declaration = interfaces.get(name);
    if (!declaration) return properties;
    for (const clause of declaration.heritageClauses ?? []) {
      for (const base of clause.types) {
        if (!ts.isIdentifier(base.expression)) continue;
        for (const [property, accepts] of propertiesOfInterface(base.expression.text))
          properties.set(property, accepts);
      }
    }
    for (const member of declaration.members) {
      if (!ts.isPropertySignature(member) || !member.name || !member.type) continue;
      const property = nameOf(member.name);
      if (property && !property.startsWith('@')) properties.set(property, acceptsOf(member.type));
    }
    return properties;
  }
  const propertiesOf = (type: string) => {
    const leaf = leaves.get(type);
    return leaf ? propertiesOfInterface(leaf.name.text) : new Map<string, Accepts>();
  };

  const thing = acceptsOf(ts.factory.createTypeReferenceNode('Thing'));
  const isA = (type: string, ancestor: string) =>
    type === ancestor || acceptsOf(ts.factory.createTypeReferenceNode(ancestor)).types.has(type);

  function typesOf(node: Record<string, unknown>): string[] | null {
    const type = node['@type'];
    if (typeof type === 'string') return [type];
    if (Array.isArray(type) && type.length > 0 && type.every((t) => typeof t === 'string')) return type as string[];
    return null;
  }

  function checkValue(value: unknown, accepts: Accepts, at: string, problems: string[]): void {
    if (value === undefined) return;
    if (Array.isArray(value)) {
      // Every property takes one value or several (schema-dts: SchemaValue<T> | readonly T[]).
      value.forEach((item, i) => checkValue(item, accepts, `${at}[${i}]`, problems));
      return;
    }
    if (value === null) {
      problems.push(`${at}: null is no value`);
    } else if (typeof value === 'string') {
      const numeric = value.trim() !== '' && Number.isFinite(Number(value));
      if (!(accepts.string || accepts.literals.has(value) || (accepts.numericString && numeric))) {
        const members = [...accepts.literals].filter((l) => l.startsWith('https://'));
        problems.push(
          `${at}: the text ${JSON.stringify(value)} is not in the range` +
            (members.length > 0
              ? ` (one of ${members.join(', ')})`
              : ` (expects ${[...accepts.types].slice(0, 6).join(', ')})`),
        );
      }
    } else if (typeof value === 'number') {
      if (!accepts.number) problems.push(`${at}: a number is not in the range`);
    } else if (typeof value === 'boolean') {
      if (!accepts.boolean) problems.push(`${at}: a boolean is not in the range`);
    } else if (typeof value === 'object') {
      checkNode(value as Record<string, unknown>, accepts, at, problems);
    }
  }

  function checkNode(node: Record<string, unknown>, accepts: Accepts, at: string, problems: string[]): void {
    const keys = Object.keys(node).filter((key) => node[key] !== undefined);
    if (keys.length === 1 && keys[0] === '@id') {
      if (typeof node['@id'] !== 'string') problems.push(`${at}: @id must be a text`);
      else if (!accepts.reference) problems.push(`${at}: a reference is not in the range`);
      return;
    }
    const types = typesOf(node);
    if (!types) {
      problems.push(`${at}: a node without @type`);
      return;
    }
    const known = types.filter((type) => {
      if (leaves.has(type)) return true;
      problems.push(`${at}: ${type} is not a schema.org type`);
      return false;
    });
    if (known.length === 0) return;
    if (!known.some((type) => accepts.types.has(type))) {
      problems.push(
        `${at}: a ${known.join('/')} is not in the range (expects ${[...accepts.types].slice(0, 8).join(', ')}…)`,
      );
    }
    const properties = new Map<string, Accepts>();
    for (const type of known) for (const [name, range] of propertiesOf(type)) properties.set(name, range);
    for (const key of keys) {
      if (key === '@type') continue;
      if (key === '@id') {
        if (typeof node['@id'] !== 'string') problems.push(`${at}.@id must be a text`);
        continue;
      }
      const range = properties.get(key);
      if (!range) {
        problems.push(`${at}: ${known.join('/')} has no property ${key}`);
        continue;
      }
      checkValue(node[key], range, `${at}.${key}`, problems);
    }
  }

  return {
    hasType: (type) => leaves.has(type),
    isA,
    propertiesOf: (type) => new Set(propertiesOf(type).keys()),
    check(document) {
      const problems: string[] = [];
      if (typeof document !== 'object' || document === null || Array.isArray(document)) {
        return ['the document is not a JSON object'];
      }
      const top = document as Record<string, unknown>;
      if (top['@context'] !== 'https://schema.org') {
        problems.push(`@context is ${JSON.stringify(top['@context'])}, not "https://schema.org"`);
      }
      const { '@context': _context, '@graph': graph, ...rest } = top;
      if (graph !== undefined) {
        if (!Array.isArray(graph)) return [...problems, '@graph is not a list'];
        if (Object.keys(rest).length > 0) problems.push(`a graph with other keys: ${Object.keys(rest).join(', ')}`);
        graph.forEach((node, i) => checkValue(node, thing, `@graph[${i}]`, problems));
      } else {
        checkValue(rest, thing, '$', problems);
      }
      return problems;
    },
  };
}

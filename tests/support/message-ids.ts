/**
 * Reads the source for the texts people see: the ids the catalogs must hold (`t('…')`, `texts({…})`,
 * `defineMessages({…})`, the server's `translate(language, '…')`) and the literal words in JSX that
 * would reach the screen untranslated.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(folder, file));
}

const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);

const literalText = (node: ts.Node | undefined): string | undefined =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

const calleeName = (call: ts.CallExpression): string | undefined =>
  ts.isIdentifier(call.expression)
    ? call.expression.text
    : ts.isPropertyAccessExpression(call.expression)
      ? call.expression.name.text
      : undefined;

function objectStrings(node: ts.Node | undefined, found: string[]): void {
  if (!node) return;
  const object = ts.isAsExpression(node) ? node.expression : node;
  if (!ts.isObjectLiteralExpression(object)) return;
  for (const property of object.properties) {
    if (!ts.isPropertyAssignment(property)) continue;
    const text = literalText(property.initializer);
    if (text !== undefined) found.push(text);
    else objectStrings(property.initializer, found);
  }
}

export interface Found {
  file: string;
  line: number;
  text: string;
}

/** Every message id used in `files`. */
export function messageIds(files: readonly string[]): Found[] {
  const found: Found[] = [];
  for (const file of files) {
    const source = parse(file);
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node)) {
        const name = calleeName(node);
        const texts: string[] = [];
        if (name === 't') texts.push(...[literalText(node.arguments[0])].filter((x) => x !== undefined));
        if (name === 'translate')
          texts.push(...[literalText(node.arguments[1])].filter((x) => x !== undefined));
        if (name === 'texts' || name === 'defineMessages') objectStrings(node.arguments[0], texts);
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        for (const text of texts) found.push({ file, line, text });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** Props whose string value a person reads (or hears). */
const READ_PROPS = new Set([
  'aria-label',
  'aria-description',
  'alt',
  'title',
  'placeholder',
  'label',
  'subtitle',
  'hint',
  'heading',
  'description',
  'message',
]);

/** Words in JSX, or read props given as literals: they would not change with the language. */
export function untranslatedJsx(files: readonly string[], allowed: ReadonlySet<string>): Found[] {
  const found: Found[] = [];
  for (const file of files.filter((name) => name.endsWith('.tsx'))) {
    const source = parse(file);
    const report = (node: ts.Node, text: string) => {
      const clean = text.replace(/\s+/g, ' ').trim();
      if (!/[A-Za-z]/.test(clean) || allowed.has(clean)) return;
      found.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: clean });
    };
    const visit = (node: ts.Node): void => {
      if (ts.isJsxText(node)) report(node, node.text);
      if (ts.isJsxExpression(node) && node.parent && ts.isJsxElement(node.parent)) {
        const text = literalText(node.expression);
        if (text !== undefined) report(node, text);
      }
      if (ts.isJsxAttribute(node) && READ_PROPS.has(node.name.getText(source))) {
        const initializer = node.initializer;
        const text =
          initializer && ts.isJsxExpression(initializer)
            ? literalText(initializer.expression)
            : literalText(initializer);
        if (text !== undefined) report(node, text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * What the app can show that needs a story, read from the app's own code (not a list kept beside it):
 * - drawer types: the first argument of every `useDrawerContent(type, …)` (a literal, a string constant, or a parameter
 *   typed as a union of literals), with the drawer's `title` when the content object names one;
 * - dialogs: every `<AppDialog>` / `<ConfirmDialog>` and its title (literal, template or JSX text; each branch of a
 *   conditional title is a dialog of its own);
 * - empty states: every `emptyText` (prop or property), the `NO_…` / `…EMPTY_TEXT` text constants, and the text of
 *   components named `…Empty…`.
 */
type ItemKind = 'drawer' | 'dialog' | 'empty state';

export interface InventoryItem {
  kind: ItemKind;
  /** What the story must show: a drawer type, a dialog title, an empty-state text. */
  name: string;
  /** Texts, any of which in a story file counts as that story showing it (a regex for template titles). */
  matchers: (string | RegExp)[];
  file: string;
}

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

const parse = (file: string) =>
  ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );

function visit(node: ts.Node, fn: (node: ts.Node) => void) {
  fn(node);
  node.forEachChild((child) => visit(child, fn));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `Disable ${name}?` → /Disable .+\?/ */
function templateMatcher(node: ts.TemplateExpression): RegExp {
  const parts = [escape(node.head.text), ...node.templateSpans.map((span) => `.+${escape(span.literal.text)}`)];
  return new RegExp(parts.join(''));
}

function jsxText(node: ts.Node): string {
  const texts: string[] = [];
  visit(node, (child) => {
    if (ts.isJsxText(child) && child.text.trim()) texts.push(child.text.trim().replace(/\s+/g, ' '));
    if (ts.isStringLiteral(child) && ts.isJsxExpression(child.parent)) texts.push(child.text);
  });
  return texts.join(' ').replace(/&apos;/g, "'");
}

/** String constants of the whole app, so `emptyText={NO_DOMAINS}` resolves wherever NO_DOMAINS is declared. */
function stringConstants(files: ts.SourceFile[]): Map<string, string> {
  const constants = new Map<string, string>();
  for (const source of files) {
    visit(source, (node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        const init = node.initializer;
        if (ts.isStringLiteral(init) || ts.isNoSubstitutionTemplateLiteral(init)) constants.set(node.name.text, init.text);
      }
    });
  }
  return constants;
}

/** The texts an expression can evaluate to: literals, known constants, both branches of a condition. */
function texts(expr: ts.Expression | undefined, constants: Map<string, string>): string[] {
  if (!expr) return [];
  if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return [expr.text];
  if (ts.isIdentifier(expr)) return constants.has(expr.text) ? [constants.get(expr.text)!] : [];
  if (ts.isConditionalExpression(expr)) return [...texts(expr.whenTrue, constants), ...texts(expr.whenFalse, constants)];
  if (ts.isParenthesizedExpression(expr)) return texts(expr.expression, constants);
  return [];
}

const attribute = (element: ts.JsxOpeningLikeElement, name: string) =>
  element.attributes.properties.find((prop): prop is ts.JsxAttribute => ts.isJsxAttribute(prop) && prop.name.getText() === name);

function attributeTexts(attr: ts.JsxAttribute | undefined, constants: Map<string, string>): (string | RegExp)[] {
  const init = attr?.initializer;
  if (!init) return [];
  if (ts.isStringLiteral(init)) return [init.text];
  if (ts.isJsxExpression(init) && init.expression) {
    if (ts.isTemplateExpression(init.expression)) return [templateMatcher(init.expression)];
    return texts(init.expression, constants);
  }
  return [];
}

/** The literal types of a parameter typed `'a' | 'b'` in the function that declares it. */
function parameterLiterals(identifier: ts.Identifier): string[] {
  for (let node: ts.Node | undefined = identifier.parent; node; node = node.parent) {
    if (ts.isFunctionLike(node)) {
      const param = node.parameters.find((p) => ts.isIdentifier(p.name) && p.name.text === identifier.text);
      const type = param?.type;
      if (!type) continue;
      const members: readonly ts.TypeNode[] = ts.isUnionTypeNode(type) ? type.types : [type];
      return members.flatMap((member) =>
        ts.isLiteralTypeNode(member) && ts.isStringLiteral(member.literal) ? [member.literal.text] : [],
      );
    }
  }
  return [];
}

/** The `title: '…'` of an object literal declared in the same function as the registration, if there is one. */
function drawerTitles(call: ts.CallExpression, constants: Map<string, string>): string[] {
  let fn: ts.Node | undefined = call.parent;
  while (fn && !ts.isFunctionLike(fn)) fn = fn.parent;
  const titles: string[] = [];
  if (!fn) return titles;
  visit(fn, (node) => {
    if (ts.isPropertyAssignment(node) && node.name.getText() === 'title') titles.push(...texts(node.initializer, constants));
  });
  return titles;
}

export function appInventory(root: string): InventoryItem[] {
  const sources = walk(join(root, 'src')).map(parse);
  const constants = stringConstants(sources);
  const items: InventoryItem[] = [];
  const add = (kind: ItemKind, name: string, matchers: (string | RegExp)[], source: ts.SourceFile) => {
    if (!items.some((item) => item.kind === kind && item.name === name)) {
      items.push({ kind, name, matchers, file: relative(root, source.fileName) });
    }
  };

  for (const source of sources) {
    const file = relative(root, source.fileName);
    const inShared = file.startsWith('src/shared/');
    visit(source, (node) => {
      if (ts.isCallExpression(node) && node.expression.getText() === 'useDrawerContent' && !inShared) {
        const arg = node.arguments[0];
        const named = arg && ts.isIdentifier(arg) ? constants.get(arg.text) : undefined;
        const types =
          arg && ts.isStringLiteral(arg)
            ? [arg.text]
            : named !== undefined
              ? [named]
              : arg && ts.isIdentifier(arg)
                ? parameterLiterals(arg)
                : [];
        const titles = drawerTitles(node, constants);
        for (const type of types) add('drawer', type, [`panel=${type}`, `'${type}'`, ...titles], source);
      }
      if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && !inShared) {
        const tag = node.tagName.getText();
        if (tag === 'AppDialog' || tag === 'ConfirmDialog') {
          const title = attribute(node, 'title');
          let matchers = attributeTexts(title, constants);
          if (matchers.length === 0 && title?.initializer && ts.isJsxExpression(title.initializer)) {
            const text = jsxText(title.initializer);
            if (text) matchers = [text];
          }
          const expression =
            title?.initializer && ts.isJsxExpression(title.initializer) ? title.initializer.expression : undefined;
          // `title={renaming ? 'Rename view' : 'Save view'}`: two dialogs as the user sees them, a story for each.
          if (expression && ts.isConditionalExpression(expression) && matchers.length > 1)
            for (const text of matchers) add('dialog', String(text), [text], source);
          else add('dialog', matchers.map(String).join(' | ') || `${tag} in ${file}`, matchers, source);
        }
        const empty = attribute(node, 'emptyText');
        for (const text of attributeTexts(empty, constants))
          if (typeof text === 'string') add('empty state', text, [text], source);
      }
      if (ts.isPropertyAssignment(node) && node.name.getText() === 'emptyText') {
        for (const text of texts(node.initializer, constants)) add('empty state', text, [text], source);
      }
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        /^(NO_[A-Z_]+|[A-Z_]*EMPTY_TEXT)$/.test(node.name.text) &&
        node.initializer &&
        ts.isStringLiteral(node.initializer)
      ) {
        add('empty state', node.initializer.text, [node.initializer.text], source);
      }
      if (ts.isFunctionDeclaration(node) && node.name && /Empty/.test(node.name.text) && !inShared) {
        const text = jsxText(node);
        if (text) add('empty state', text, text.split(/(?<=[.!?]) /).filter(Boolean), source);
      }
    });
  }
  return items.sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name));
}

/** An exported constant's initializer, without `satisfies …` / `as const`. */
function exportedValue(source: ts.SourceFile, name: string): ts.Expression | undefined {
  let found: ts.Expression | undefined;
  visit(source, (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name) found = node.initializer;
  });
  while (found && (ts.isSatisfiesExpression(found) || ts.isAsExpression(found) || ts.isParenthesizedExpression(found)))
    found = found.expression;
  return found;
}

/**
 * The text of the targets a story uses from a page-object targets file (`import { xTargets as t } from '….targets'`):
 * of a targets object only the properties the story names (`t.renameDialog`), of any other constant its whole value
 * when the story names it. A target that the file only holds shows nothing.
 */
function usedTargetTexts(story: ts.SourceFile, file: string): string[] {
  const out: string[] = [];
  for (const statement of story.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const from = statement.moduleSpecifier.text;
    const bindings = statement.importClause?.namedBindings;
    if (!from.endsWith('.targets') || !bindings || !ts.isNamedImports(bindings)) continue;
    const targets = parse(`${resolve(dirname(file), from)}.ts`);
    for (const specifier of bindings.elements) {
      const alias = specifier.name.text;
      const value = exportedValue(targets, (specifier.propertyName ?? specifier.name).text);
      if (!value) continue;
      const used = new Set<string>();
      let named = false;
      visit(story, (node) => {
        if (!ts.isIdentifier(node) || node.text !== alias || ts.isImportSpecifier(node.parent)) return;
        named = true;
        const parent = node.parent;
        if (ts.isPropertyAccessExpression(parent) && parent.expression === node) used.add(parent.name.text);
        if (ts.isElementAccessExpression(parent) && ts.isStringLiteral(parent.argumentExpression))
          used.add(parent.argumentExpression.text);
      });
      if (!ts.isObjectLiteralExpression(value)) {
        if (named) out.push(value.getText());
        continue;
      }
      for (const prop of value.properties)
        if (prop.name && used.has(prop.name.getText().replace(/^['"]|['"]$/g, ''))) out.push(prop.getText());
    }
  }
  return out;
}

/**
 * Each story file's text, followed by the targets its plays use from the page-object targets it imports
 * (tests/e2e/pages/<area>.targets.ts): a play that finds a dialog through `t.deleteDialog` names its title there.
 */
export function storyTexts(root: string): { file: string; text: string }[] {
  return walk(join(root, 'stories')).map((file) => {
    const own = parse(file);
    return { file: relative(root, file), text: [own.text, ...usedTargetTexts(own, file)].join('\n') };
  });
}

const unescapeJs = (text: string) => text.replace(/\\'/g, "'").replace(/&apos;/g, "'");

/** The story files that show an item: one of its texts appears in a story (as the story asserts it or opens it). */
export function storiesShowing(item: InventoryItem, stories: { file: string; text: string }[]): string[] {
  return stories
    .filter(({ file, text }) => {
      if (!file.endsWith('.stories.tsx')) return false;
      const plain = unescapeJs(text);
      return item.matchers.some((matcher) => {
        if (typeof matcher !== 'string') return matcher.test(plain);
        // A dialog's title as a whole string ('Rename view'), not inside a longer text such as the menu's 'Rename view…'.
        if (item.kind === 'dialog') return ["'", '"', '`'].some((quote) => plain.includes(`${quote}${matcher}${quote}`));
        return plain.includes(matcher);
      });
    })
    .map(({ file }) => file);
}

/**
 * The search params each route declares, read from the route tree itself (each route's `validateSearch` schema), so a
 * feature that adds a typed param never has to be listed anywhere else for start-up to keep it (issue #17: `list`).
 */
interface RouteLike {
  options?: { path?: string; validateSearch?: unknown };
  /** An array or, as the generated route tree has it, an object of child routes. */
  children?: object;
}

export interface RouteSearchKeys {
  /** The route's full path; `$name` segments match any segment. */
  path: string;
  keys: readonly string[];
}

interface SchemaDef {
  type?: string;
  shape?: Record<string, unknown>;
  in?: unknown;
  innerType?: unknown;
}

/** Keys of a zod object schema, looking through pipes and wrappers; none for anything else. */
function schemaKeys(schema: unknown): string[] {
  const def = (schema as { _zod?: { def?: SchemaDef } } | undefined)?._zod?.def;
  if (!def) return [];
  if (def.type === 'object') return Object.keys(def.shape ?? {});
  if (def.type === 'pipe') return schemaKeys(def.in);
  return def.innerType ? schemaKeys(def.innerType) : [];
}

const join = (parent: string, path: string | undefined) =>
  path === undefined ? parent : `/${[...parent.split('/'), ...path.split('/')].filter(Boolean).join('/')}`;

export function routeSearchKeys(root: RouteLike, parentPath = '/'): RouteSearchKeys[] {
  const path = join(parentPath, root.options?.path);
  const keys = schemaKeys(root.options?.validateSearch);
  const children = root.children ? (Object.values(root.children) as RouteLike[]) : [];
  return [...(keys.length ? [{ path, keys }] : []), ...children.flatMap((child) => routeSearchKeys(child, path))];
}

/** Whether a route at `routePath` is on the way to `pathname` (a layout of it, or the page itself). */
export function routeCovers(routePath: string, pathname: string): boolean {
  const want = routePath.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  return (
    want.length <= have.length &&
    want.every((segment, i) => segment.startsWith('$') || segment.toLowerCase() === have[i]!.toLowerCase())
  );
}

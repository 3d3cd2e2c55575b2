/**
 * The Testing Library side of the page objects' targets (tests/e2e/pages/targets.ts): a story's `play` finds an
 * element by the same words its e2e page object uses. `find` waits for it (data may arrive later), `get` takes what
 * is on screen now (inside `waitFor`), `query` gives null when it is absent.
 */
import type { within } from 'storybook/test';
import type { Target } from '../../tests/e2e/pages/targets';

type Canvas = ReturnType<typeof within>;
type Way = 'find' | 'get' | 'query';

function lookup(canvas: Canvas, target: Target, way: Way) {
  if ('role' in target) {
    return canvas[`${way}ByRole`](target.role, {
      ...(target.name === undefined ? {} : { name: target.name }),
      ...(target.hidden ? { hidden: true } : {}),
    });
  }
  if ('label' in target) return canvas[`${way}ByLabelText`](target.label);
  if ('text' in target) return canvas[`${way}ByText`](target.text);
  return canvas[`${way}ByTestId`](target.testId);
}

export const find = (canvas: Canvas, target: Target) => lookup(canvas, target, 'find') as Promise<HTMLElement>;
export const get = (canvas: Canvas, target: Target) => lookup(canvas, target, 'get') as HTMLElement;
export const query = (canvas: Canvas, target: Target) => lookup(canvas, target, 'query') as HTMLElement | null;

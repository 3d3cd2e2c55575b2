/**
 * The Testing Library side of the page objects' targets (tests/e2e/pages/targets.ts): a story's `play` finds an
 * element by the same words its e2e page object uses, and waits for it (`findBy…`), as data may arrive later.
 */
import type { within } from 'storybook/test';
import type { Target } from '../../tests/e2e/pages/targets';

type Canvas = ReturnType<typeof within>;

export function find(canvas: Canvas, target: Target): Promise<HTMLElement> {
  if ('role' in target) {
    return canvas.findByRole(target.role, {
      ...(target.name === undefined ? {} : { name: target.name }),
      ...(target.hidden ? { hidden: true } : {}),
    });
  }
  if ('label' in target) return canvas.findByLabelText(target.label);
  if ('text' in target) return canvas.findByText(target.text);
  return canvas.findByTestId(target.testId);
}

/** The element now, or null: for asserting that something is absent. */
export function query(canvas: Canvas, target: Target): HTMLElement | null {
  if ('role' in target) {
    return canvas.queryByRole(target.role, {
      ...(target.name === undefined ? {} : { name: target.name }),
      ...(target.hidden ? { hidden: true } : {}),
    });
  }
  if ('label' in target) return canvas.queryByLabelText(target.label);
  if ('text' in target) return canvas.queryByText(target.text);
  return canvas.queryByTestId(target.testId);
}

/** The element now (throws when absent): for what is already on screen, e.g. inside `waitFor`. */
export function get(canvas: Canvas, target: Target): HTMLElement {
  if ('role' in target) {
    return canvas.getByRole(target.role, {
      ...(target.name === undefined ? {} : { name: target.name }),
      ...(target.hidden ? { hidden: true } : {}),
    });
  }
  if ('label' in target) return canvas.getByLabelText(target.label);
  if ('text' in target) return canvas.getByText(target.text);
  return canvas.getByTestId(target.testId);
}

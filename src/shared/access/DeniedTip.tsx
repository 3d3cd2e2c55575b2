import type { ReactElement } from 'react';
import { Tip, type TipProps } from '@/shared/overlay/Tip';

type TipTriggerProps = Parameters<TipProps['children']>[0];

/** What a control the role cannot use gets: the tooltip's wiring and aria-disabled (it stays focusable, so the tip shows). */
type DeniedControlProps = Partial<TipTriggerProps> & { 'aria-disabled'?: true };

/**
 * A visible control the signed-in role cannot use (shared/access/permissions.ts): disabled, with a tooltip naming the
 * role needed. Without a reason the control is given nothing. The caller keeps its click from acting while denied.
 */
export function DeniedTip({
  reason,
  children,
}: {
  reason: string | undefined;
  children: (props: DeniedControlProps) => ReactElement;
}) {
  if (!reason) return children({});
  return <Tip content={reason}>{(tip) => children({ ...tip, 'aria-disabled': true })}</Tip>;
}

/**
 * The same props for a Chakra switch: the tooltip places itself and opens on hover by the visible root, and the hidden
 * input (what takes focus and is announced) is described by it. The switch stays focusable with `readOnly`.
 */
export function deniedSwitchProps({ id, onPointerEnter, onPointerLeave, ...input }: DeniedControlProps) {
  // The root's DOM id through Zag's `ids` (its `id` prop names the machine, and the element gets 'switch:' + it): the
  // tooltip finds its trigger by this id, or places itself at the page's corner.
  return { root: { ids: id ? { root: id } : undefined, onPointerEnter, onPointerLeave }, input };
}

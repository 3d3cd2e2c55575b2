import { useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { lazyPart } from './interaction-parts';
import { useLatched } from './use-latched';

interface TipTriggerProps {
  id: string;
  'aria-describedby': string | undefined;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onFocus: () => void;
  onBlur: () => void;
}

export interface TipProps {
  content: ReactNode;
  /** Shown while true whatever the pointer does (a 'Copied!' status); otherwise hover and keyboard focus show it. */
  open?: boolean;
  /** The content's role: 'status' for a message that must be announced. */
  role?: 'status';
  openDelay?: number;
  maxW?: string;
  /** The trigger: the caller's own button, given the tip's props. */
  children: (props: TipTriggerProps) => ReactElement;
}

const TipFrame = lazyPart(() => import('./TipFrame').then((m) => m.default));

/**
 * The one tooltip of the console (Chakra's tooltip, placed above its trigger). The trigger is the caller's own
 * element, always rendered; the tooltip's code loads on first use (overlay/interaction-parts.ts) and finds the trigger
 * by id, as the menus do (use-overlay-trigger.ts).
 */
export function Tip({ content, open: forced, role, openDelay = 150, maxW, children }: TipProps) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const open = forced ?? ((hovered || focused) && !dismissed);
  const used = useLatched(open);
  const contentId = `${id}-tip`;

  const trigger = children({
    id,
    'aria-describedby': open ? contentId : undefined,
    onPointerEnter: () => {
      void TipFrame.preload();
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setHovered(true), openDelay);
    },
    onPointerLeave: () => {
      clearTimeout(timer.current);
      setHovered(false);
      setDismissed(false);
    },
    onFocus: () => {
      void TipFrame.preload();
      setFocused(true);
    },
    onBlur: () => {
      setFocused(false);
      setDismissed(false);
    },
  });

  return (
    <>
      {trigger}
      {used ? (
        <TipFrame
          triggerId={id}
          contentId={contentId}
          open={open}
          onDismiss={() => setDismissed(true)}
          role={role}
          maxW={maxW}
          content={content}
        />
      ) : null}
    </>
  );
}

import type { MouseEvent, ReactNode } from 'react';
import type { ShareNetwork } from '@/lib/web-share';

/**
 * One share target as data, so each page draws it in its own style (toolbar
 * button, menu item, call-to-action) while the tap goes through one handler.
 * With `href` it is a link: `external` opens another site in a new tab,
 * `download` saves a file of this site under that name.
 */
export interface ShareAction {
  network: ShareNetwork;
  label: string;
  icon?: ReactNode;
  href?: string;
  external?: boolean;
  download?: string;
  onClick?: (event: MouseEvent) => void;
  disabled?: boolean;
}

/** The link attributes of an action, for <a> and for MUI components rendered as one. */
export function actionLinkProps(action: ShareAction) {
  if (!action.href) return {};
  return {
    href: action.href,
    ...(action.external ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
    ...(action.download ? { download: action.download } : {}),
  };
}

/** Runs the action's own click and tells `onShare`: the one place a share tap passes through. */
export function tapAction(action: ShareAction, onShare: ((network: ShareNetwork) => void) | undefined, event: MouseEvent) {
  onShare?.(action.network);
  action.onClick?.(event);
}

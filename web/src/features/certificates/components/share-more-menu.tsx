import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import { keyframes } from '@mui/material/styles';
import { MoreHorizIcon } from '@/components/icons/more-horiz-icon';
import type { MouseEvent, ToggleEvent } from 'react';
import { popoverBelow } from '@/components/actions/popover-below';
import { actionLinkProps, type ShareAction } from '@/components/share/share-action';
import { NO_SHARE_SHEET } from '@/lib/web-share';

interface ShareMoreMenuProps {
  /** Each with whether it leaves the menu for the toolbar where the browser has no share sheet. */
  actions: (ShareAction & { folds: boolean })[];
  onTap: (action: ShareAction, event: MouseEvent) => void;
  sx?: object;
}

/** One toolbar per page. A fixed id, as React's own ids differ between the server's page and an island's root. */
const SHARE_MORE_MENU_ID = 'share-more-menu';
const ANCHOR = '--share-more';

// Scale alone: a menu that fades in from nothing is not there in its first frame.
const grow = keyframes`
  from { transform: scale(0.75, 0.5625); }
`;

const firstItem = (menu: HTMLElement) =>
  [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')].find((item) => item.checkVisibility() && item.getAttribute('aria-disabled') !== 'true');

/**
 * The share targets that do not fit a phone's toolbar, in a native popover: the browser opens it, places it under
 * its button and closes it on Escape or a tap elsewhere, before any script has run. React adds the arrow keys.
 */
export function ShareMoreMenu({ actions, onTap, sx }: ShareMoreMenuProps) {
  const opened = (event: ToggleEvent<HTMLDivElement>) => {
    if (event.newState === 'open') firstItem(event.currentTarget)?.focus();
  };
  const chose = (action: ShareAction, event: MouseEvent<HTMLElement>) => {
    event.currentTarget.closest<HTMLElement>('[popover]')?.hidePopover();
    onTap(action, event);
  };
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<MoreHorizIcon />}
        aria-haspopup="menu"
        popoverTarget={SHARE_MORE_MENU_ID}
        sx={{ ...sx, anchorName: ANCHOR }}
      >
        More
      </Button>
      <Paper
        id={SHARE_MORE_MENU_ID}
        popover="auto"
        elevation={8}
        onToggle={opened}
        sx={{
          ...popoverBelow(ANCHOR),
          mt: 0.5,
          p: 0,
          border: 0,
          maxHeight: 'calc(100dvh - 96px)',
          overflowY: 'auto',
          transformOrigin: 'top right',
          '@media (prefers-reduced-motion: no-preference)': { '&:popover-open': { animation: `${grow} 200ms cubic-bezier(0.4, 0, 0.2, 1)` } },
        }}
      >
        <MenuList>
          {actions.map(({ folds, ...action }) => (
            <MenuItem
              key={action.network}
              component={action.href ? 'a' : 'li'}
              disabled={action.disabled}
              {...actionLinkProps(action)}
              onClick={(e: MouseEvent<HTMLElement>) => chose(action, e)}
              sx={folds ? { [`${NO_SHARE_SHEET} &`]: { display: 'none' } } : undefined}
            >
              {action.icon && <ListItemIcon>{action.icon}</ListItemIcon>}
              {action.label}
            </MenuItem>
          ))}
        </MenuList>
      </Paper>
    </>
  );
}

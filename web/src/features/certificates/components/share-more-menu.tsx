import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import { MoreHorizIcon } from '@/components/icons/more-horiz-icon';
import type { MouseEvent } from 'react';
import { actionLinkProps, type ShareAction } from '@/components/share/share-action';
import { NO_SHARE_SHEET } from '@/lib/web-share';
import { SHARE_MORE_ATTRIBUTE, SHARE_MORE_MENU_ID } from './share-more-behaviour';

interface ShareMoreMenuProps {
  /** Each with whether it leaves the menu for the toolbar where the browser has no share sheet. */
  actions: (ShareAction & { folds: boolean })[];
  onTap: (action: ShareAction, event: MouseEvent) => void;
  sx?: object;
}

/**
 * The share targets that do not fit a phone's toolbar, hidden in the markup and opened by plain DOM
 * (./share-more-behaviour.ts) so the first tap opens it. Served for a share sheet; NO_SHARE_SHEET adjusts it otherwise.
 */
export function ShareMoreMenu({ actions, onTap, sx }: ShareMoreMenuProps) {
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<MoreHorizIcon />}
        aria-haspopup="menu"
        {...{ [SHARE_MORE_ATTRIBUTE]: 'button' }}
        sx={sx}
      >
        More
      </Button>
      {/* Hidden yet laid out (not `display: none`), so the tap that opens it does not lay its items out first. */}
      <Box
        id={SHARE_MORE_MENU_ID}
        hidden
        {...{ [SHARE_MORE_ATTRIBUTE]: 'layer' }}
        sx={{ position: 'fixed', inset: 0, zIndex: 'modal', '&[hidden]': { display: 'block', visibility: 'hidden' } }}
      >
        <Box
          aria-hidden
          {...{ [SHARE_MORE_ATTRIBUTE]: 'backdrop' }}
          sx={{ position: 'fixed', inset: 0, zIndex: -1, WebkitTapHighlightColor: 'transparent' }}
        />
        <Paper
          elevation={8}
          {...{ [SHARE_MORE_ATTRIBUTE]: 'paper' }}
          sx={{
            position: 'absolute',
            overflowY: 'auto',
            overflowX: 'hidden',
            minWidth: 16,
            minHeight: 16,
            maxWidth: 'calc(100% - 32px)',
            maxHeight: 'calc(100% - 96px)',
            outline: 0,
            WebkitOverflowScrolling: 'touch',
          }}
        >
          <List role="menu" tabIndex={-1} sx={{ outline: 0 }}>
            {actions.map(({ folds, ...action }) => (
              <MenuItem
                key={action.network}
                component={action.href ? 'a' : 'li'}
                disabled={action.disabled}
                {...actionLinkProps(action)}
                onClick={(e: MouseEvent) => onTap(action, e)}
                sx={folds ? { [`${NO_SHARE_SHEET} &`]: { display: 'none' } } : undefined}
              >
                {action.icon && <ListItemIcon>{action.icon}</ListItemIcon>}
                {action.label}
              </MenuItem>
            ))}
          </List>
        </Paper>
      </Box>
    </>
  );
}
